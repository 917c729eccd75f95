// The grid reserves each card's box (fixed photo ratio, fixed text lines), so the
// skeletons and the bags take the same space and nothing jumps when data arrives.
export const COLLECTION_CSS = `
:host { container-type: inline-size; }
.layout { display: grid; gap: 16px 32px; }
.filters-toggle { width: 100%; }
.filters-panel { display: none; padding: 16px 0; }
.filters-open { display: grid; gap: 16px; }
@container (min-width: 760px) {
  .layout { grid-template-columns: 220px 1fr; align-items: start; }
  .filters-toggle { display: none; }
  .filters-panel { display: grid; gap: 16px; padding: 0; }
}
.filter-group { margin: 0; padding: 0; border: 0; }
.filter-group legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
.check { display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; }
.check input { width: 20px; height: 20px; margin: 0; accent-color: var(--tote-accent); }
.field { display: grid; gap: 4px; }
.field-label { font-weight: 600; font-size: 0.9rem; }
select, input[type="search"] {
  min-height: 44px; padding: 0 12px; border: 1px solid #b9b0a3; border-radius: 6px; background: #fff;
}
.toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: end; justify-content: space-between; }
.search { display: flex; gap: 8px; flex: 1 1 260px; }
.search input { flex: 1; min-width: 0; }
.result-count { min-height: 1.5em; margin: 12px 0; color: var(--tote-muted); }
.grid {
  display: grid; gap: 24px 16px; margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
}
@container (min-width: 560px) { .grid { grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); } }
.card-link { display: grid; gap: 10px; text-decoration: none; color: var(--tote-ink); border-radius: 8px; }
.card-link:hover .card-title { text-decoration: underline; }
.card-photo {
  display: block; aspect-ratio: 4 / 5; overflow: hidden; border-radius: 8px; background: #f1ebe2;
}
.card-photo img { display: block; width: 100%; height: 100%; object-fit: cover; }
.card-photo-none { display: grid; place-items: center; height: 100%; color: var(--tote-muted); font-size: 0.9rem; }
.card-body { display: grid; gap: 2px; min-height: 5.6em; align-content: start; }
.card-brand { font-size: 0.8rem; letter-spacing: 0.08em; text-transform: uppercase; color: var(--tote-muted); }
.card-title { font-family: Georgia, "Times New Roman", serif; font-size: 1.05rem; line-height: 1.3; }
.badge { justify-self: start; margin-top: 4px; padding: 1px 10px; border-radius: 12px; font-size: 0.8rem; font-weight: 600; }
.badge-free { background: #e3efe5; color: #1e5a32; }
.badge-out { background: #f3e6dc; color: #7a3b12; }
.line { display: block; height: 0.9em; margin: 4px 0; border-radius: 4px; width: 80%; }
.line-short { width: 45%; }
.line-badge { width: 30%; height: 1.2em; }
.shimmer { background: linear-gradient(90deg, #efe8de 25%, #f7f2eb 50%, #efe8de 75%); background-size: 200% 100%; animation: shimmer 1.4s infinite linear; }
@keyframes shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .shimmer { animation: none; } }
.filters-skeleton { display: grid; gap: 8px; }
.state-box {
  display: grid; justify-items: start; gap: 8px; padding: 32px 24px; border: 1px dashed var(--tote-line);
  border-radius: 8px; background: #fff;
}
.state-box p { margin: 0; }
.state-title { font-family: Georgia, "Times New Roman", serif; font-size: 1.3rem; }
.state-text { color: var(--tote-muted); }
.pager { display: flex; align-items: center; justify-content: center; gap: 16px; margin-top: 32px; }
.pager-where { color: var(--tote-muted); }
`;
