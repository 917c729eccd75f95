import type { Product } from '../../src/api/shapes/product';
import { PictureImg } from '../../src/ui/picture-img';
import { SiteLink } from '../../src/ui/site-link';
import { CARD_SIZES } from './card-image';


export function bookingRoute(product: Product): string {
  return `/book-bag/${encodeURIComponent(product.url)}`;
}

/** One bag of the grid; the whole card is one link to its booking page. `priority`: a card of the first row. */
export function ProductCard({ product, onOpen, priority = false }: { product: Product; onOpen: (product: Product) => void; priority?: boolean }) {
  const route = bookingRoute(product);
  const out = product.available === false;
  const picture = product.pictures[0];
  return (
    <li className="card">
      <SiteLink className="card-link" route={route} onActivate={() => onOpen(product)}>
        <span className="card-photo">
          {/* The title beside it names the bag: the picture needs no words of its own. */}
          {picture ? <PictureImg picture={picture} sizes={CARD_SIZES} alt="" priority={priority} /> : <span className="card-photo-none">No photo yet</span>}
        </span>
        <span className="card-body">
          {product.brand && <span className="card-brand">{product.brand}</span>}
          <span className="card-title">{product.title}</span>
          <span className={out ? 'badge badge-out' : 'badge badge-free'}>{out ? 'Out on loan' : 'Available'}</span>
        </span>
      </SiteLink>
    </li>
  );
}

/** The same box as a card, so nothing moves when the bags arrive. */
export function SkeletonCard() {
  return (
    <li className="card card-skeleton" aria-hidden="true">
      <span className="card-photo shimmer" />
      <span className="card-body">
        <span className="line line-short shimmer" />
        <span className="line shimmer" />
        <span className="line line-badge shimmer" />
      </span>
    </li>
  );
}
