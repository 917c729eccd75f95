import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { GENERIC_ERROR } from '../api/api-error';
import { $favourites } from '../stores/favourites';
import type { FavouriteOutcome } from '../stores/toggle-favourite';
import { onDemand } from './on-demand';

// The heart's action (saving, putting back, the pixel's event) is fetched when the visitor first moves toward a
// heart (the pointer or a touch reaching it, focus), a press at the latest: a page only read never carries it.
const action = onDemand(() => import('../stores/toggle-favourite').then((m) => m.toggleFavourite));
const prepare = () => void action.start().catch(() => {});

/** The heart's action, fetched now (tests): a press then changes the heart without waiting for code. */
export function loadHeartAction(): Promise<void> {
  return action.start().then(() => undefined);
}

/** The action once its code is in, `before` (the screen's part of the press) just ahead of it. */
function toggleFavourite(product: { productId: number; title: string }, before: () => unknown): Promise<FavouriteOutcome> {
  // Never rejects: code that did not come (the screen's part too), or an action that failed, is a refusal in words.
  return action
    .start()
    .then(async (toggle) => {
      await before();
      return toggle(product);
    })
    .catch((): FavouriteOutcome => ({ ok: false, message: GENERIC_ERROR }));
}

interface FavouriteButtonProps {
  product: { productId: number; title: string };
  /** Where the heart sits: over a card's photo, or beside a bag's title. */
  variant?: 'card' | 'inline';
  /**
   * The screen's part of a press, run once the heart's code is in, just before the favourites change: `on` is
   * whether the bag becomes a favourite. A promise holds the change until it settles (a refusal if it fails): quick
   * presses keep their order as long as their promises settle in it.
   */
  onPress?: (on: boolean) => unknown;
  /** What happened, for the screen's spoken status line (`outcome.message`). */
  onResult?: (outcome: FavouriteOutcome, product: { productId: number; title: string }) => void;
}

/**
 * The heart: a toggle button (aria-pressed) whose name stays the same whether or not
 * the bag is a favourite, as the toggle pattern asks. It changes at once; a member's
 * change is saved behind it and put back if the server refuses.
 */
export function FavouriteButton({ product, variant = 'card', onPress, onResult }: FavouriteButtonProps) {
  const { ids } = useStore($favourites);
  // How many presses are still being saved. Quick clicks each count (the action saves them in order), so a click
  // while one is saved is not dropped. The action does the writing (ordered per bag, put back on a refusal); the
  // write layer (src/stores/write.ts) is not loaded for this count, so a page only read never carries it.
  const [saving, setSaving] = useState(0);
  // What a press asked for while the heart's code (or the screen's part of the press) is still on its way: the heart
  // changes at once all the same.
  const [asked, setAsked] = useState<boolean | null>(null);
  const on = asked ?? ids?.includes(product.productId) ?? false;

  async function toggle() {
    const next = !on;
    if (!action.current() || onPress) setAsked(next);
    setSaving((n) => n + 1);
    const outcome = await toggleFavourite(product, () => onPress?.(next));
    setSaving((n) => n - 1);
    setAsked(null);
    onResult?.(outcome, product);
  }

  return (
    <button
      type="button"
      className={`heart heart--${variant}`}
      aria-pressed={on}
      aria-busy={saving > 0 || undefined}
      onClick={toggle}
      onPointerEnter={prepare}
      onFocus={prepare}
      title={on ? 'In your favourites' : 'Add to favourites'}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
      {/* The name holds the visible word (the inline heart shows it), then the bag. */}
      <span className={variant === 'inline' ? 'heart-text' : 'visually-hidden'}>Favourite</span>
      <span className="visually-hidden"> {product.title}</span>
    </button>
  );
}

// The card's heart and what every heart shares; the bag page's inline heart (heart--inline) has its rules in the
// booking widget's sheet, as the collection's cards never show it.
export const FAVOURITE_CSS = `
.heart {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-width: 44px; min-height: 44px;
  padding: 0; border: 0; border-radius: 22px; cursor: pointer; color: var(--tote-ink); background: transparent;
}
.heart svg { fill: transparent; stroke: currentColor; stroke-width: 1.6; transition: transform 120ms ease, fill 120ms ease; }
.heart[aria-pressed="true"] svg { fill: #8c2f39; stroke: #8c2f39; }
.heart:hover svg { transform: scale(1.08); }
.heart--card { position: absolute; top: 8px; right: 8px; width: 44px; background: rgba(255, 253, 249, 0.92); box-shadow: 0 1px 3px rgba(28, 26, 23, 0.18); }
@media (prefers-reduced-motion: reduce) { .heart svg { transition: none; } .heart:hover svg { transform: none; } }
`;
