import { useCallback, type RefObject } from 'react';
import type { FavouriteOutcome } from '../../src/stores/toggle-favourite';

interface CardHandlersSetup {
  /** The Favourites view, where an un-hearted card leaves the grid. */
  favouritesOnly: boolean;
  /** The favourites are kept on this device (a visitor's). */
  onDevice: boolean;
  grid: RefObject<HTMLUListElement | null>;
  /** useRefocus's: the card at this index is about to leave. */
  removingCard: (index: number) => void;
  say: (notice: { text: string; visitor: boolean }) => void;
}

/**
 * The cards' heart handlers. The cards are memoised, so these change only with what they read:
 * a filter, a page or a heart re-renders the collection, not every card.
 */
export function useCardHandlers({ favouritesOnly, onDevice, grid, removingCard, say }: CardHandlersSetup) {
  // In the Favourites view an un-hearted card leaves at once: focus goes to the card taking its place.
  const onFavouritePress = useCallback(
    (productId: number, on: boolean) => {
      if (on || !favouritesOnly) return;
      const cards = [...(grid.current?.querySelectorAll<HTMLElement>('.card') ?? [])];
      removingCard(
        Math.max(
          0,
          cards.findIndex((card) => card.dataset.productId === String(productId)),
        ),
      );
    },
    [favouritesOnly, grid, removingCard],
  );
  const onFavourite = useCallback(
    (outcome: FavouriteOutcome) => say({ text: outcome.message, visitor: outcome.ok && outcome.on && onDevice }),
    [onDevice, say],
  );
  return { onFavouritePress, onFavourite };
}
