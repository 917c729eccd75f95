// What the collection needs only once the visitor acts (or its first screen shows a choice, a favourite
// or a message): the chosen filters' chips, the two presses' merge, the Favourites view's note, the focus
// kept as an un-hearted card leaves it, the empty states and the looks of those parts, the Filters drawer's
// loader and the filters' per-value counts. It is fetched on the first intent on the widget (later-part.ts),
// so a reader's first screen does not carry it.
import { useStore } from '@nanostores/react';
import { openDialog } from '../../src/stores/dialog';
import { $facetCounts } from './facets-store';
import { loadDrawer } from './load-drawer';

export { cardLeaving } from './card-leaving';
export { chipsOf } from './chips-of';
export { FilterChips } from './filter-chips';
export { rebasePatch } from './rebase-patch';

/** The Filters drawer's component, with its looks adopted into the widget (`root`). */
export function drawerFor(root: HTMLElement | null) {
  return loadDrawer(root).then((module) => module.FilterDrawer);
}

/** The Favourites view with none yet: what the heart is for, and the way back to the bags. */
export function NoFavourites({ onSeeAll }: { onSeeAll: () => void }) {
  return (
    <div className="state-box">
      <p className="state-title">Keep the bags you love here</p>
      <p className="state-text">Tap the heart on any bag and it waits for you in Favourites, ready to book when you are.</p>
      <button type="button" className="button button-primary" onClick={onSeeAll}>
        See all bags
      </button>
    </div>
  );
}

/** A member's favourites could not be read. */
export function FavouritesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>We could not load your favourites. Please try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry<span className="visually-hidden"> your favourites</span>
      </button>
    </div>
  );
}

/** No bag matches: fewer filters, or (when there are any) all of them cleared at once. */
export function NoMatch({ onClear }: { onClear?: () => void }) {
  return (
    <div className="state-box">
      <p className="state-title">No bags match these filters</p>
      <p className="state-text">Try fewer filters, or start again with the whole collection.</p>
      {onClear && (
        <button type="button" className="button button-primary" onClick={onClear}>
          Clear filters
        </button>
      )}
    </div>
  );
}

/**
 * How many bags a filter value gives, read as '(12 bags)': none while they load or when the server has none (the
 * values then show without counts, as they do before the visitor's first move brings this file).
 */
export function ValueCount({ id }: { id: number }) {
  const counts = useStore($facetCounts).data;
  if (!counts?.size) return null;
  const n = counts.get(id) ?? 0;
  return (
    <span className="filter-value-count">
      {n}
      <span className="visually-hidden"> {n === 1 ? 'bag' : 'bags'}</span>
    </span>
  );
}

/** The login dialog's opener inside a sentence (a heart's nudge, the device note). */
export function LogIn() {
  return (
    <button type="button" className="link-button" onClick={() => openDialog('login')}>
      Log in
    </button>
  );
}

/** A visitor's favourites live in this browser: logging in keeps them in the account. */
export function DeviceNote() {
  return (
    <p className="device-note">
      Your favourites are kept on this device. <LogIn /> to keep them in your account.
    </p>
  );
}

// The chips, the link-like buttons, the notes and messages, and the roomier empty states.
export const LATER_CSS = `
.filter-value-count { margin-left: auto; color: var(--tote-muted); font-variant-numeric: tabular-nums; }
.filters-count { min-width: 22px; padding: 0 6px; border-radius: 11px; background: var(--tote-accent); color: var(--tote-accent-ink); font-size: 0.8rem; line-height: 22px; }
.chips { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 16px; }
.chip-list { display: contents; list-style: none; }
.chip-list li { display: contents; }
.chip {
  display: inline-flex; align-items: center; gap: 8px; min-height: 36px; max-width: 100%; padding: 0 12px 0 14px;
  border: 1px solid var(--tote-line); border-radius: 18px; background: #fff; color: var(--tote-ink); font-size: 0.9rem; cursor: pointer;
}
.chip svg { flex: none; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; }
.chip:hover { border-color: var(--tote-ink); }
/* Buttons that read as links (the base sheet already gives buttons the text's font). */
.chip-clear, .link-button { padding: 0; border: 0; background: none; color: var(--tote-accent); font-weight: 600; text-decoration: underline; cursor: pointer; }
.chip-clear { min-height: 36px; padding: 0 4px; }
.device-note { margin: 0 0 16px; color: var(--tote-muted); }
.notice { margin: 0 0 16px; padding: 10px 14px; border-radius: 8px; background: #f6efe6; }
/* The kit's panel (STATE_CSS), roomier and solid-edged among the cards. */
.state-box { padding: 40px 28px; border-style: solid; }
.state-title { font-family: Georgia, "Times New Roman", serif; font-size: 1.4rem; }
.state-text { color: var(--tote-muted); max-width: 46ch; }
/* Hover refinements and the grid's fade as new bags load: a pointer over the widget, or a first tap, brings them. */
.view:hover { color: var(--tote-ink); }
.grid { transition: opacity 150ms ease; }
.card-photo img { transition: transform 400ms ease; }
.card-link:hover .card-title { text-decoration: underline; text-underline-offset: 3px; }
.card-link:hover .card-photo img { transform: scale(1.03); }
@media (prefers-reduced-motion: reduce) { .card-photo img, .grid { transition: none; } .card-link:hover .card-photo img { transform: none; } }
`;
