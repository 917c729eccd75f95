// The grid reserves each card's box (fixed photo ratio, fixed text lines), so the
// skeletons and the bags take the same space and nothing jumps when data arrives.
// Every track is minmax(0, …) and every field may shrink, so the page reflows down
// to 320 px without scrolling sideways. What shows only once the visitor acts (the chips, the
// messages, the empty states, the hover refinements) brings its own rules (LATER_CSS in ./collection-later.tsx).
export const COLLECTION_CSS = `
:host { container-type: inline-size; }
.collection { min-width: 0; }

/* Toolbar: view, search, filters (phones) and sort. */
.toolbar { display: grid; gap: 12px; margin: 0 0 20px; grid-template-columns: minmax(0, 1fr); }
.views { display: grid; grid-template-columns: 1fr 1fr; padding: 4px; border: 1px solid var(--tote-line); border-radius: 24px; background: #fff; }
.view {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 0 16px;
  border: 0; border-radius: 20px; background: transparent; color: var(--tote-muted); font-weight: 600; cursor: pointer; white-space: nowrap;
}
.view[aria-pressed="true"] { background: var(--tote-ink); color: var(--tote-paper); }
.view-count { min-width: 22px; padding: 0 6px; border-radius: 11px; background: #f1e6e6; color: #7b2832; font-size: 0.8rem; line-height: 22px; text-align: center; }
.view[aria-pressed="true"] .view-count { background: #fff; }
.search { display: flex; gap: 8px; min-width: 0; }
.search input { flex: 1 1 auto; width: 100%; min-width: 0; }
.search .button { flex: none; }
.toolbar-end { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px; align-items: end; }
.filters-toggle { gap: 8px; width: 100%; }
.filters-toggle svg { fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; }
.sort { display: grid; gap: 4px; min-width: 0; }
/* Hidden on a phone (visually-hidden: the select says what it sorts by), shown beside it on a wide screen. */
.sort__label { font-weight: 600; font-size: 0.8rem; letter-spacing: 0.06em; text-transform: uppercase; color: var(--tote-muted); }
select, input[type="search"] {
  min-height: 44px; padding: 0 12px; border: 1px solid #b9b0a3; border-radius: 22px; background: #fff; max-width: 100%;
}
input[type="search"] { padding: 0 18px; }
select { width: 100%; padding-right: 8px; }

@container (min-width: 760px) {
  .toolbar { grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; gap: 16px 24px; }
  .views { display: inline-grid; }
  .search { max-width: 460px; justify-self: end; width: 100%; }
  .toolbar-end { display: flex; }
  .filters-toggle { display: none; }
  .sort { grid-template-columns: auto minmax(0, 1fr); align-items: center; gap: 10px; }
  .sort__label { position: static; width: auto; height: auto; margin: 0; overflow: visible; clip: auto; }
  select { width: auto; }
}

/* Sidebar and results. */
.layout { display: grid; gap: 24px 40px; grid-template-columns: minmax(0, 1fr); }
.sidebar { display: none; }
@container (min-width: 760px) {
  .layout { grid-template-columns: 220px minmax(0, 1fr); align-items: start; }
  .sidebar { display: block; position: sticky; top: 16px; max-height: calc(100vh - 32px); overflow: auto; padding: 0 4px 16px 2px; }
}
@container (min-width: 1040px) { .layout { grid-template-columns: 240px minmax(0, 1fr); gap: 24px 48px; } }
.sidebar-title { margin: 0 0 4px; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.12em; text-transform: uppercase; color: var(--tote-muted); }
/* Visually hidden (the base sheet's class) until the keyboard reaches it. */
.skip-to-results { background: none; color: var(--tote-accent); font-weight: 600; cursor: pointer; }
.skip-to-results:focus { position: static; width: auto; height: auto; clip: auto; min-height: 44px; margin: 0 0 4px; text-decoration: underline; }

.results { min-width: 0; }
.result-count:focus { outline: none; }
.result-count { margin: 0 0 12px; min-height: 1.5em; font-family: Georgia, "Times New Roman", serif; font-weight: 400; font-size: 1.25rem; }
.result-count:focus-visible { outline: 3px solid var(--tote-focus); outline-offset: 4px; }
.notice--empty { display: none; }

.grid {
  display: grid; gap: 28px 12px; margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(2, minmax(0, 1fr));
}
@container (min-width: 560px) { .grid { grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 36px 20px; } }
.grid--refreshing { opacity: 0.55; }
.card { position: relative; min-width: 0; }
.card-link { display: grid; gap: 12px; text-decoration: none; color: var(--tote-ink); border-radius: 8px; }
.card-photo {
  display: block; aspect-ratio: 4 / 5; overflow: hidden; border-radius: 6px; background: #f1ebe2;
}
.card-photo img { display: block; width: 100%; height: 100%; object-fit: cover; }
.card-photo-none { display: grid; place-items: center; height: 100%; color: var(--tote-muted); font-size: 0.9rem; }
.card-body { display: grid; gap: 2px; min-height: 5.6em; align-content: start; }
.card-brand { font-size: 0.75rem; letter-spacing: 0.12em; text-transform: uppercase; color: var(--tote-muted); }
.card-title { font-family: Georgia, "Times New Roman", serif; font-size: 1.05rem; line-height: 1.3; overflow-wrap: anywhere; }
.badge { justify-self: start; margin-top: 6px; padding: 1px 10px; border-radius: 12px; font-size: 0.75rem; font-weight: 600; }
.badge-free { background: #e3efe5; color: #1e5a32; }
.badge-out { background: #f3e6dc; color: #7a3b12; }
.line { display: block; height: 0.9em; margin: 4px 0; border-radius: 4px; width: 80%; }
.line-short { width: 45%; }
.line-badge { width: 30%; height: 1.2em; }
/* The kit's STATE_CSS, adopted beside this sheet, defines the shimmer keyframes. */
.shimmer { background: linear-gradient(90deg, #efe8de 25%, #f7f2eb 50%, #efe8de 75%); background-size: 200% 100%; animation: shimmer 1.4s infinite linear; }
@media (prefers-reduced-motion: reduce) { .shimmer { animation: none; } }
.pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 12px 16px; margin-top: 40px; }
.pager-where { color: var(--tote-muted); }

`;
