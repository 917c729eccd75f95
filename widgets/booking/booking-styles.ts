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
.ranges { margin: 0; padding-left: 20px; }
.book-form, .waitlist, .done { display: grid; gap: 12px; padding: 20px; border: 1px solid var(--tote-line); border-radius: 8px; background: #fff; }
.done-title { margin: 0; font-family: Georgia, "Times New Roman", serif; font-size: 1.3rem; }
.done p { margin: 0; }
.dates { display: grid; gap: 12px; }
@container (min-width: 420px) { .dates { grid-template-columns: 1fr 1fr; } }
.field { display: grid; gap: 4px; align-content: start; }
.field-label { font-weight: 600; font-size: 0.9rem; }
input[type="date"] { min-height: 44px; padding: 0 10px; border: 1px solid #b9b0a3; border-radius: 6px; background: #fff; }
input[aria-invalid="true"] { border-color: var(--tote-danger); }
.check { display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; }
.check input { width: 20px; height: 20px; margin: 0; accent-color: var(--tote-accent); flex: none; }
.agreement-link { margin: -8px 0 0; }
.agreement-link a { display: inline-flex; align-items: center; min-height: 44px; color: var(--tote-accent); }
.error-text, .status-text { margin: 0; }
.waitlist p[role="status"]:empty { display: none; }
.my-bookings { margin-top: 48px; }
.booking-list { display: grid; gap: 12px; margin: 0 0 16px; padding: 0; list-style: none; }
.booking-row { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; min-height: 72px; padding: 12px 16px; border: 1px solid var(--tote-line); border-radius: 8px; background: #fff; }
.booking-row p { margin: 0; }
.booking-title a { color: var(--tote-ink); }
.return-form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; width: 100%; }
.state-box { display: grid; justify-items: start; gap: 8px; padding: 32px 24px; border: 1px dashed var(--tote-line); border-radius: 8px; background: #fff; }
.state-box p { margin: 0; }
.state-title { font-family: Georgia, "Times New Roman", serif; font-size: 1.4rem; }
.row { display: flex; flex-wrap: wrap; gap: 8px; }
.line { display: block; height: 1em; margin: 10px 0; border-radius: 4px; width: 90%; }
.line-short { width: 35%; }
.line-title { height: 2em; width: 70%; }
.shimmer { background: linear-gradient(90deg, #efe8de 25%, #f7f2eb 50%, #efe8de 75%); background-size: 200% 100%; animation: shimmer 1.4s infinite linear; }
@keyframes shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .shimmer { animation: none; } }
`;
