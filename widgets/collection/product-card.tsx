import { memo } from 'react';
import type { Product } from '../../src/api/shapes/product';
import type { FavouriteOutcome } from '../../src/stores/toggle-favourite';
import { formatDayMonth } from '../../src/ui/day-month';
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
  /** The screen's part of a press on the bag's heart (`on`: it becomes a favourite); see FavouriteButton's onPress. */
  onFavouritePress: (productId: number, on: boolean) => unknown;
  onFavourite: (outcome: FavouriteOutcome, product: { productId: number; title: string }) => void;
}

/**
 * One bag of the grid: the card is one link to its booking page; the heart beside it (never inside a link) keeps it.
 * Memoised: a filter, a page or a heart elsewhere renders the collection again, and the cards whose bag and
 * handlers are the same are left as they are.
 */
export const ProductCard = memo(function ProductCard({ product, onOpen, priority = false, onFavouritePress, onFavourite }: ProductCardProps) {
  const route = bookingRoute(product);
  const out = product.available === false;
  const badge = freeWords(product);
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
          <span className={out ? 'badge badge-out' : 'badge badge-free'}>{badge}</span>
        </span>
      </SiteLink>
      <FavouriteButton product={product} onPress={(on) => onFavouritePress(product.productId, on)} onResult={onFavourite} />
    </li>
  );
});

/**
 * When the bag is next free, in a card's few words: "Free now", "Free from 12/01"
 * (the first day no booking covers), or "Out on loan" while it is overdue and no
 * day is known. Without the server's date (an older answer) it says what `available` says.
 */
export function freeWords(product: Pick<Product, 'available' | 'nextAvailableDate'>): string {
  if (product.available !== false) return 'Free now';
  const from = formatDayMonth(product.nextAvailableDate);
  return from ? `Free from ${from}` : 'Out on loan';
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
