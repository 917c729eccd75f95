import { Link } from '../layout/link';
import type { Product } from '../../src/api/shapes/product';
import { PictureImg } from '../../src/ui/picture-img';
import { $homeBags, HOME_BAG_COUNT } from './home-data';
import { useHomeData } from './use-home-data';

/** A few bags from the collection (POST /api/product/list); nothing at all if the call fails or is empty. */
export function HomeCollection() {
  const bags = useHomeData($homeBags);
  if (bags.state === 'failed' || (bags.state === 'ready' && bags.value.length === 0)) return null;
  return (
    <section className="home-section home-collection" aria-labelledby="home-collection-title" aria-busy={bags.state === 'loading'}>
      <h2 id="home-collection-title">From the collection</h2>
      <p className="home-section-lead">A few of the bags members are carrying this season.</p>
      <ul className="bag-grid">
        {bags.state === 'loading'
          ? Array.from({ length: HOME_BAG_COUNT }, (_, i) => (
              <li key={i} className="bag-card bag-card-skeleton" aria-hidden="true">
                <div className="bag-card-image skeleton" />
                <div className="skeleton skeleton-line" />
                <div className="skeleton skeleton-line short" />
              </li>
            ))
          : bags.value.slice(0, HOME_BAG_COUNT).map((bag) => <BagCard key={bag.productId} bag={bag} />)}
      </ul>
      <p>
        <Link className="button button-quiet" to="/members-collection">
          See the whole collection
        </Link>
      </p>
    </section>
  );
}

function BagCard({ bag }: { bag: Product }) {
  const picture = bag.pictures?.[0];
  return (
    <li className="bag-card">
      <Link to={`/product/${encodeURIComponent(bag.url)}`} className="bag-card-link">
        <div className="bag-card-image">
          {picture && <PictureImg picture={picture} sizes="(min-width: 1200px) 280px, (min-width: 900px) 23vw, 50vw" alt="" />}
        </div>
        {bag.brand && <span className="bag-card-brand">{bag.brand}</span>}
        <span className="bag-card-title">{bag.title}</span>
      </Link>
    </li>
  );
}
