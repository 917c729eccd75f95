import type { Product } from '../../src/api/shapes/product';
import type { FavouriteOutcome } from '../../src/stores/toggle-favourite';
import { FavouriteButton } from '../../src/ui/favourite-button';
import { PictureImg } from '../../src/ui/picture-img';
import { SiteLink } from '../../src/ui/site-link';
import { CARD_SIZES } from './card-image';

export function bookingRoute(product: Product): string {
  return `/book-bag/${encodeURIComponent(product.url)}`;
}

interface ProductCardProps {
  product: Product;
  onOpen: (product: Product) => void;
  /** A card of the first row: its picture loads at once. */
  priority?: boolean;
  /** The heart is about to change (`on`: it becomes a favourite). */
  onFavouritePress: (on: boolean) => void;
  onFavourite: (outcome: FavouriteOutcome, product: { productId: number; title: string }) => void;
}

/** One bag of the grid: the card is one link to its booking page; the heart beside it (never inside a link) keeps it. */
export function ProductCard({ product, onOpen, priority = false, onFavouritePress, onFavourite }: ProductCardProps) {
  const route = bookingRoute(product);
  const out = product.available === false;
  const picture = product.pictures?.[0];
  return (
    <li className="card" data-product-id={product.productId}>
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
      <FavouriteButton product={product} onPress={onFavouritePress} onResult={onFavourite} />
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
