// The bag page's facts and the button that opens the full-screen gallery (whose own look comes with its code: ZOOM_CSS).
export const BAG_PAGE_CSS = `
.photo-zoom { position: relative; display: block; width: 100%; height: 100%; padding: 0; border: 0; background: none; cursor: zoom-in; }
.photo-zoom img { display: block; width: 100%; height: 100%; object-fit: cover; }
.photo-zoom:focus-visible { outline: 3px solid var(--tote-accent); outline-offset: -3px; }
.photo-zoom-hint { position: absolute; right: 12px; bottom: 12px; padding: 4px 12px; border-radius: 14px; background: rgba(255, 255, 255, 0.92); color: var(--tote-ink); font-size: 0.85rem; }
.bag-facts { display: grid; gap: 12px; padding-top: 8px; border-top: 1px solid var(--tote-line); }
.bag-facts-list { display: grid; gap: 14px; margin: 0; }
.bag-facts-list dt { font-size: 0.8rem; letter-spacing: 0.04em; text-transform: uppercase; color: var(--tote-muted); }
.bag-facts-list dd { display: grid; gap: 2px; margin: 2px 0 0; max-width: 62ch; }
.fact-value { font-weight: 600; }
.box-list { margin: 0; padding-left: 18px; }
.grade-guide summary { min-height: 24px; cursor: pointer; }
.grade-guide dl { display: grid; gap: 8px; margin: 8px 0 0; }
.grade-guide dt { font-weight: 600; }
.grade-guide dd { margin: 0; }
`;
