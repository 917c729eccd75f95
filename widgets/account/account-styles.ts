// Cards in one column on a phone, two on a wide screen; the membership card comes first.
export const ACCOUNT_CSS = `
:host { container-type: inline-size; }
p { margin: 0; }
.muted { color: var(--tote-muted); }
.account { display: grid; gap: 20px; align-items: start; }
@container (min-width: 820px) { .account { grid-template-columns: 1fr 1fr; } }
.card { display: grid; gap: 12px; align-content: start; padding: 20px; border: 1px solid var(--tote-line); border-radius: 10px; background: #fff; min-width: 0; }
.card__title { margin: 0; font-family: Georgia, "Times New Roman", serif; font-weight: 400; font-size: 1.3rem; }
.facts { display: grid; gap: 0; margin: 0; }
.facts div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 16px; padding: 8px 0; border-bottom: 1px solid var(--tote-line); }
.facts div:last-child { border-bottom: 0; }
.facts dt { color: var(--tote-muted); }
.facts dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
.renew { display: grid; gap: 8px; justify-items: start; padding: 12px 16px; border-left: 4px solid var(--tote-accent); background: #f8f2ea; border-radius: 6px; }
.empty { display: grid; gap: 8px; justify-items: start; }
.rows { display: grid; gap: 10px; margin: 0; padding: 0; list-style: none; }
.row-item { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 6px 16px; padding: 12px 0; border-bottom: 1px solid var(--tote-line); }
.row-item:last-child { border-bottom: 0; }
.row-item__title { font-weight: 600; }
.row-item__side { white-space: nowrap; margin: 0; }
.row-item__side--late { color: var(--tote-danger); }
.row { display: flex; flex-wrap: wrap; gap: 8px; }
.row-item__actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.row-item__full { flex-basis: 100%; }
.messages-choice { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; cursor: pointer; }
.messages-choice input { width: 18px; height: 18px; margin: 0; accent-color: var(--tote-accent); }
.link-button { min-height: 44px; padding: 0 4px; border: 0; background: none; color: var(--tote-accent); text-decoration: underline; cursor: pointer; }
.track-form { display: grid; gap: 8px; align-items: start; }
@container (min-width: 420px) { .track-form { grid-template-columns: 1fr auto; } .track-form .button { margin-top: 26px; } }
.tracking { display: grid; gap: 12px; }
.pause-form, .extend, .extend__form { display: grid; gap: 8px; justify-items: start; }
.timeline { margin: 0; padding: 0 0 0 20px; list-style: none; border-left: 2px solid var(--tote-line); display: grid; gap: 14px; }
.timeline__item { position: relative; }
.timeline__item::before { content: ""; position: absolute; left: -27px; top: 6px; width: 12px; height: 12px; border-radius: 50%; background: var(--tote-line); border: 2px solid #fff; }
.timeline__item:first-child::before { background: var(--tote-accent); }
.timeline__what { font-weight: 600; }
.bone:nth-child(odd) { width: 55%; }
/* A card's skeleton line is as tall as one of its rows of facts (8px + a line of text + 8px + the rule), so the card keeps its height when they arrive (CLS). */
.card .load-section .bone { height: 41px; padding: 8px 0; margin: 0; background-clip: content-box; border-radius: 0; }
.card .load-section .bone:last-child { height: 40px; }
/* On the narrowest phones the membership's plan (name, months and price) takes two lines: its skeleton row does too. */
@container (max-width: 340px) { [aria-labelledby="membership-title"] .load-section .bone:first-child { height: 65px; } }
`;

// A booking's timeline (booking-timeline.tsx): a rule per step, filled once done, dashed where it is now.
export const TIMELINE_CSS = `
.timeline { display: flex; flex-wrap: wrap; gap: 8px 0; margin: 4px 0 0; padding: 0; list-style: none; }
.timeline__step { display: grid; align-content: start; gap: 2px; flex: 1 1 96px; min-width: 96px; padding: 10px 8px 0 0; border-top: 3px solid var(--tote-line); font-size: 0.85rem; color: var(--tote-muted); }
.timeline__step--done { border-top-color: var(--tote-accent); color: var(--tote-ink); }
.timeline__step--current { border-top-style: dashed; border-top-color: var(--tote-accent); color: var(--tote-ink); font-weight: 600; }
.timeline__when { font-weight: 400; color: var(--tote-muted); }
`;
