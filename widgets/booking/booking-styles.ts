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
.favourite-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 0; }
.favourite-note { margin: 0; color: var(--tote-muted); font-size: 0.9rem; }
.favourite-note:empty { display: none; }

/* Availability line and the plan's limits. */
.availability { display: grid; gap: 12px; }
.availability h3 { margin: 0; }
.availability-line { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; margin: 0; }
.availability-line .badge, .availability-line .hint { margin: 0; }
.plan-limits { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.plan-limits li { padding: 3px 12px; border-radius: 14px; background: #f6efe6; font-size: 0.85rem; color: var(--tote-ink); }
.plan-limits .plan-name { background: var(--tote-ink); color: var(--tote-paper); font-weight: 600; }

/* The availability calendar (a WAI-ARIA date grid). */
.calendar { position: relative; display: grid; gap: 12px; }
.calendar-nav { position: absolute; top: -6px; left: 0; right: 0; display: flex; justify-content: space-between; pointer-events: none; }
.calendar-step {
  display: inline-grid; place-items: center; width: 40px; height: 40px; padding: 0; border: 1px solid var(--tote-line); border-radius: 50%;
  background: #fff; color: var(--tote-ink); cursor: pointer; pointer-events: auto;
}
.calendar-step svg { fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
.calendar-step:hover { border-color: var(--tote-ink); }
.calendar-step[disabled] { opacity: 0.35; cursor: default; }
.calendar-months { display: grid; gap: 24px 28px; grid-template-columns: minmax(0, 1fr); }
.calendar-months--two { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.calendar-title { margin: 0 0 8px; min-height: 28px; line-height: 28px; text-align: center; font-family: Georgia, "Times New Roman", serif; font-weight: 400; font-size: 1.05rem; }
.calendar-grid { width: 100%; border-collapse: separate; border-spacing: 0 4px; table-layout: fixed; }
.calendar-grid th { padding: 0 0 4px; font-size: 0.75rem; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--tote-muted); }
.day {
  position: relative; height: 42px; padding: 0; text-align: center; font-variant-numeric: tabular-nums; font-size: 0.95rem;
  cursor: pointer; user-select: none;
}
.day span { position: relative; z-index: 1; display: inline-grid; place-items: center; width: 38px; height: 38px; max-width: 100%; border-radius: 50%; }
.day:focus { outline: none; }
.day:focus-visible span { outline: 3px solid var(--tote-focus); outline-offset: 1px; }
.day--free:hover span { box-shadow: inset 0 0 0 1px var(--tote-ink); }
.day--free { font-weight: 600; }
/* Days that cannot be had are muted but still readable (4.5:1 and more, on their backgrounds too). */
.day--past, .day--closed, .day--full { color: var(--tote-muted); cursor: default; }
.day--closed span, .day--full span { text-decoration: line-through; text-decoration-color: #cfc7bc; }
.day--full span { background: #f3efe9; }
.day--booked { color: var(--tote-muted); cursor: default; }
.day--booked span {
  background: repeating-linear-gradient(135deg, #efe7dc 0 4px, #f8f3ec 4px 8px); text-decoration: line-through; text-decoration-color: #b3aa9e;
}
.day--today span { font-weight: 700; }
.day--today span::after { content: ""; position: absolute; bottom: 5px; left: 50%; width: 4px; height: 4px; margin-left: -2px; border-radius: 50%; background: currentColor; }
.day--unreachable { color: var(--tote-muted); font-weight: 400; cursor: not-allowed; }
.day--chosen::before { content: ""; position: absolute; inset: 2px 0; background: #efe3d6; }
.day--start::before { left: 50%; }
.day--end::before { right: 50%; }
.day--start.day--end::before { display: none; }
.day--preview::before { background: #f5ece2; }
.day--start span, .day--end span { background: var(--tote-accent); color: var(--tote-accent-ink); font-weight: 600; }
.calendar--view .day { cursor: default; }
.calendar--view .day--free:hover span { box-shadow: none; }
.calendar-pad { height: 42px; }
.calendar-legend { display: flex; flex-wrap: wrap; gap: 6px 18px; margin: 0; padding: 0; list-style: none; font-size: 0.8rem; color: var(--tote-muted); }
.calendar-legend li { display: inline-flex; align-items: center; gap: 6px; }
.swatch { display: inline-block; width: 14px; height: 14px; border-radius: 50%; border: 1px solid var(--tote-line); }
.swatch--free { background: #fff; }
.swatch--booked { background: repeating-linear-gradient(135deg, #e6dccf 0 3px, #f8f3ec 3px 6px); }
.swatch--chosen { background: var(--tote-accent); border-color: var(--tote-accent); }
.swatch--closed { background: #f3efe9; }
.pick-summary { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 16px; padding: 12px 14px; border-radius: 8px; background: #f8f3ec; }
.pick-hint { margin: 0; }
.pick-hint--note { color: #7a3b12; }
.link-button { min-height: 0; padding: 0; border: 0; background: none; color: var(--tote-accent); font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer; }
`;
