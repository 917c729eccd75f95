import type { Product } from '../../src/api/shapes/product';
import { usePartStyles } from '../../src/ui/on-demand-part';
import { PictureImg } from '../../src/ui/picture-img';
import { SiteLink } from '../../src/ui/site-link';
import { SIMILAR_CSS } from './similar-styles';

/** A row of bags like this one, each a link to its page (booking.tsx shows it only when there are some). */
export function SimilarBags({ bags }: { bags: Product[] }) {
  const styled = usePartStyles(SIMILAR_CSS);
  return (
    <section className="similar" aria-labelledby="similar-title" ref={styled}>
      <h3 id="similar-title">More like this</h3>
      <ul className="similar-list">
        {bags.map((bag) => {
          const picture = bag.pictures?.[0];
          const out = bag.available === false;
          return (
            <li key={bag.productId}>
              <SiteLink className="similar-link" route={`/book-bag/${encodeURIComponent(bag.url)}`}>
                <span className="similar-photo">{picture && <PictureImg picture={picture} sizes="(min-width: 800px) 200px, 45vw" alt="" />}</span>
                {bag.brand && <span className="similar-brand">{bag.brand}</span>}
                <span className="similar-title">{bag.title}</span>
                <span className="similar-state">{out ? 'Out on loan' : 'Available'}</span>
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
