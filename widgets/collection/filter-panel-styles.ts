// The filters' looks, fetched with their code (./filter-panel.tsx) and adopted as the panel attaches: a
// widget whose sidebar never shows (a phone that never opens Filters) does not carry them.
export const FILTER_PANEL_CSS = `
.filter-panel { display: grid; }
.check { display: flex; align-items: center; gap: 12px; min-height: 40px; cursor: pointer; }
.check input { flex: none; width: 18px; height: 18px; margin: 0; accent-color: var(--tote-accent); }
.free-dates { display: grid; gap: 6px; margin: 0; padding: 12px 0; border: 0; border-bottom: 1px solid var(--tote-line); }
.free-dates legend { padding: 0; font-weight: 600; }
.free-dates-hint { margin: 0; color: var(--tote-muted); font-size: 0.875rem; }
.free-dates input { min-height: 44px; font: inherit; }
.check--switch { min-height: 48px; font-weight: 600; border-bottom: 1px solid var(--tote-line); }
.filter-group { border-bottom: 1px solid var(--tote-line); }
.filter-group summary {
  display: flex; align-items: center; gap: 10px; min-height: 48px; cursor: pointer; list-style: none;
  font-size: 0.8rem; font-weight: 600; letter-spacing: 0.12em; text-transform: uppercase;
}
.filter-group summary::-webkit-details-marker { display: none; }
.filter-group summary::after {
  content: ""; width: 8px; height: 8px; margin: -4px 4px 0 auto; border-right: 1.5px solid currentColor; border-bottom: 1.5px solid currentColor;
  transform: rotate(45deg); transition: transform 150ms ease;
}
.filter-group[open] summary::after { transform: rotate(-135deg); margin-top: 4px; }
.filter-group-count {
  min-width: 20px; padding: 0 6px; border-radius: 10px; background: var(--tote-accent); color: var(--tote-accent-ink);
  font-size: 0.75rem; letter-spacing: 0; line-height: 20px; text-align: center;
}
.filter-values { margin: 0; padding: 0 0 12px; border: 0; min-width: 0; }
`;
