// The availability calendar's look, adopted into the widget's shadow root with the calendar's own
// code (fetched on demand, calendar-part.ts), so a bag page's first load does not carry it.
export const CALENDAR_CSS = `
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
`;
