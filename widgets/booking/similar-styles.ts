// "More like this": fetched with its code (./similar-bags.tsx), only once there are bags to show.
export const SIMILAR_CSS = `
.similar { margin-top: 40px; padding-top: 16px; border-top: 1px solid var(--tote-line); }
.similar-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 20px; margin: 0; padding: 0; list-style: none; }
.similar-link { display: grid; gap: 4px; color: var(--tote-ink); text-decoration: none; }
.similar-link:hover .similar-title { text-decoration: underline; text-underline-offset: 3px; }
.similar-link:focus-visible { outline: 3px solid var(--tote-accent); outline-offset: 3px; border-radius: 6px; }
.similar-photo { display: block; aspect-ratio: 4 / 5; margin-bottom: 6px; border-radius: 6px; overflow: hidden; background: #f1ebe2; }
.similar-photo img { display: block; width: 100%; height: 100%; object-fit: cover; }
.similar-brand { font-size: 0.8rem; letter-spacing: 0.06em; text-transform: uppercase; color: var(--tote-muted); }
.similar-state { font-size: 0.85rem; color: var(--tote-muted); }
`;
