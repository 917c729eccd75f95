// Photo boxes keep a fixed ratio and the skeleton has the page's shape, so the bag
// arriving does not move anything.
export const BOOKING_CSS = `
:host { container-type: inline-size; }
.booking { display: grid; gap: 24px 40px; }
@container (min-width: 760px) { .booking { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); align-items: start; } }
.photo { aspect-ratio: 4 / 5; border-radius: 8px; overflow: hidden; background: #f1ebe2; }
.photo img { display: block; width: 100%; height: 100%; object-fit: cover; }
.photo-none { display: grid; place-items: center; height: 100%; color: var(--tote-muted); }
.thumbs { display: flex; flex-wrap: wrap; gap: 10px; margin: 12px 0 0; padding: 0; list-style: none; }
.thumb { display: block; width: 64px; height: 80px; padding: 0; border: 2px solid transparent; border-radius: 6px; overflow: hidden; cursor: pointer; background: #f1ebe2; opacity: .82; }
.thumb:hover { opacity: 1; }
.thumb[aria-pressed="true"] { border-color: var(--tote-accent); opacity: 1; }
.thumb img { width: 100%; height: 100%; object-fit: cover; display: block; }
.facts-column { display: grid; gap: 24px; }
.brand { margin: 0; font-size: 0.85rem; letter-spacing: 0.08em; text-transform: uppercase; color: var(--tote-muted); }
.retail { margin: -4px 0 16px; color: var(--tote-muted); }
.retail span { color: var(--tote-ink); }
.about { display: grid; gap: 12px; padding-top: 8px; border-top: 1px solid var(--tote-line); }
.about h3, .about .description { margin: 0; }
.title { margin: 4px 0 12px; font-family: Georgia, "Times New Roman", serif; font-weight: 400; font-size: clamp(1.6rem, 4cqi, 2.4rem); line-height: 1.2; }
.description { margin: 0 0 16px; max-width: 60ch; }
.attributes { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 12px; margin: 0; }
.attributes dt { font-size: 0.8rem; color: var(--tote-muted); }
.attributes dd { margin: 0; }
h3 { margin: 0 0 8px; font-family: Georgia, "Times New Roman", serif; font-weight: 400; font-size: 1.3rem; }
.hint { margin: 0 0 8px; color: var(--tote-muted); }
.badge { display: inline-block; margin: 0 0 8px; padding: 2px 12px; border-radius: 12px; font-size: 0.85rem; font-weight: 600; }
.badge-free { background: #e3efe5; color: #1e5a32; }
.badge-out { background: #f3e6dc; color: #7a3b12; }
/* A member's parts (booking, waiting list, their bookings) wrap themselves in this, fetched with their own look. */
.member-part { display: contents; }
.state-title { font-family: Georgia, "Times New Roman", serif; font-size: 1.4rem; }
.row { display: flex; flex-wrap: wrap; gap: 8px; }
.line { display: block; height: 1em; margin: 10px 0; border-radius: 4px; width: 90%; }
.line-short { width: 35%; }
.line-title { height: 2em; width: 70%; }
.shimmer { background: linear-gradient(90deg, #efe8de 25%, #f7f2eb 50%, #efe8de 75%); background-size: 200% 100%; animation: shimmer 1.4s infinite linear; }
@keyframes shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .shimmer { animation: none; } }

/* The heart under the title. */
.heart--inline { padding: 0 16px 0 12px; border: 1px solid var(--tote-line); background: #fff; font-weight: 600; font-size: 0.9rem; }
.heart--inline[aria-pressed="true"] { border-color: #e7c9cc; background: #fbf1f1; }
.favourite-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 0; }
.favourite-note { margin: 0; color: var(--tote-muted); font-size: 0.9rem; }
.favourite-note:empty { display: none; }

/* The availability line. */
.availability { display: grid; gap: 12px; }
.availability h3 { margin: 0; }
.availability-line { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; margin: 0; }
.availability-line .badge, .availability-line .hint { margin: 0; }
`;
