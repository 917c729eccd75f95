// The button that opens the full-screen gallery (whose own look comes with its code: ZOOM_CSS); the facts' look comes
// with theirs (BAG_FACTS_CSS).
export const BAG_PAGE_CSS = `
.photo-zoom { position: relative; display: block; width: 100%; height: 100%; padding: 0; border: 0; background: none; cursor: zoom-in; }
.photo-zoom img { display: block; width: 100%; height: 100%; object-fit: cover; }
.photo-zoom:focus-visible { outline: 3px solid var(--tote-accent); outline-offset: -3px; }
.photo-zoom-hint { position: absolute; right: 12px; bottom: 12px; padding: 4px 12px; border-radius: 14px; background: rgba(255, 255, 255, 0.92); color: var(--tote-ink); font-size: 0.85rem; }
`;
