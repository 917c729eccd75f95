// What a list of records shows beside its rows: status badges (status-badge.tsx) and
// the pager (pager.tsx).
export const LIST_CSS = `
.badge { display: inline-block; padding: 2px 10px; border-radius: 12px; font-size: 0.85rem; font-weight: 600; background: #f3ebe2; color: #5f3a20; }
.badge--warn { background: #fdf0d5; color: #7a4a00; }
.badge--bad { background: #fbeceb; color: #8c1d18; }
.badge--good { background: #e5f3ea; color: #1e5c35; }
.pager { display: flex; gap: 8px; align-items: center; }
.pager__count { color: var(--tote-muted); }
`;
