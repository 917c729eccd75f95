import type { RefObject } from 'react';
import { afterPaint } from '../../src/ui/after-paint';

/**
 * A heart un-pressed in the Favourites view: its card leaves the grid as the heart's action changes the favourites,
 * which the heart does right after this (it waits for this file, src/ui/favourite-button.tsx). Once that is painted,
 * focus goes to the card taking its place, or the one before, or the results heading when none is left: never to the
 * page. A card still there (the action refused, the list still loading) keeps focus where it is.
 */
export function cardLeaving(grid: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>, productId: number): void {
  // The grid's items, loading cards too, as the bags are listed: the card's place among them.
  const cards = [...(grid.current?.children ?? [])] as HTMLElement[];
  const card = cards.find((item) => item.dataset.productId === String(productId));
  afterPaint(() => {
    if (!card || card.isConnected) return;
    const links = grid.current?.querySelectorAll<HTMLElement>('.card-link') ?? [];
    (links[Math.min(cards.indexOf(card), links.length - 1)] ?? heading.current)?.focus();
  });
}
