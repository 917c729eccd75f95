// Calm and roomy: one column on a phone, two for the form fields and three plans side
// by side where the widget is wide enough (container queries: the widget may sit in a
// narrow column of a partner's page). Buttons, the login gate and loading states are the kit's.
export const MEMBERSHIP_CSS = `
:host { container-type: inline-size; }
h2, h3 { font-family: Georgia, "Times New Roman", serif; font-weight: 400; margin: 0 0 12px; }
h2 { font-size: 1.5rem; } h3 { font-size: 1.2rem; }
p { margin: 0 0 8px; }
.muted { color: var(--tote-muted); }
.row { display: flex; flex-wrap: wrap; gap: 8px; }

.link-button { min-height: 44px; padding: 0 4px; border: 0; background: none; color: var(--tote-accent); font-weight: 600; text-decoration: underline; text-underline-offset: 3px; cursor: pointer; justify-self: start; display: inline-flex; align-items: center; }
.summary { display: grid; margin: 0; }
.summary div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 16px; padding: 10px 0; border-bottom: 1px solid var(--tote-line); }
.summary dt { color: var(--tote-muted); }
.summary dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
.summary__total { font-weight: 700; }
.summary__total dt { color: var(--tote-ink); }

/* The plans: one card per tier, the length chosen inside it */
.tiers { display: grid; gap: 16px; margin: 0; padding: 0; list-style: none; }
@container (min-width: 900px) { .tiers { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.tier {
  display: flex; flex-direction: column; gap: 16px; min-width: 0; padding: 28px 24px 24px;
  border: 1px solid var(--tote-line); border-radius: 14px; background: #fff;
}
.tier--chosen { border-color: var(--tote-accent); box-shadow: 0 0 0 1px var(--tote-accent); background: #fffbf6; }
.tier__head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.tier__name { margin: 0; font-size: 1.6rem; }
.tier__badge { padding: 4px 10px; border-radius: 999px; background: var(--tote-accent); color: var(--tote-accent-ink); font-size: 0.75rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; white-space: nowrap; }
.tier__price { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 8px; margin: 0; }
.tier__amount { font-family: Georgia, "Times New Roman", serif; font-size: 2.1rem; line-height: 1.1; color: var(--tote-ink); }
.tier__monthly { flex-basis: 100%; font-size: 0.9rem; }
.terms { margin: 0; padding: 0; border: 0; min-width: 0; }
.terms__legend { padding: 0; margin-bottom: 6px; font-size: 0.8rem; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--tote-muted); }
.terms__options { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); padding: 3px; border: 1px solid var(--tote-line); border-radius: 999px; background: #f6f1ea; }
.terms__option { position: relative; display: grid; }
.terms__input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.terms__label { display: flex; align-items: center; justify-content: center; min-height: 40px; padding: 0 6px; border-radius: 999px; font-size: 0.9rem; color: var(--tote-muted); text-align: center; cursor: pointer; }
.terms__input:checked + .terms__label { background: #fff; color: var(--tote-ink); font-weight: 600; box-shadow: 0 1px 3px rgba(28, 26, 23, 0.18); }
.terms__input:focus-visible + .terms__label { outline: 3px solid var(--tote-focus); outline-offset: 1px; }
.terms[disabled] .terms__label, .terms[disabled] .terms__input { cursor: not-allowed; }
.tier__facts { display: grid; gap: 8px; margin: 0; padding: 16px 0 0; list-style: none; border-top: 1px solid var(--tote-line); flex: 1; }
.tier__facts li { position: relative; padding-left: 22px; }
.tier__facts li::before { content: ""; position: absolute; left: 2px; top: 0.45em; width: 10px; height: 6px; border-left: 2px solid var(--tote-accent); border-bottom: 2px solid var(--tote-accent); transform: rotate(-45deg); }
.tier .button { margin-top: auto; }
.tier--skeleton { min-height: 320px; }
/* Stacked in a middling column (the application form's): each card lies on its side.
   After the rules above, which it overrides (a container query adds no specificity). */
@container (min-width: 560px) and (max-width: 899px) {
  .tier { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr); grid-template-areas: "head terms" "price terms" "price facts" "button button"; gap: 12px 28px; }
  .tier__head { grid-area: head; }
  .tier__price { grid-area: price; align-self: start; }
  .terms { grid-area: terms; }
  .tier__facts { grid-area: facts; border-top: 0; padding-top: 0; }
  .tier .button { grid-area: button; }
}
/* A small phone: room for '12 months' on one line in each segment. */
@container (max-width: 360px) { .tier { padding: 22px 16px 18px; } .terms__label { font-size: 0.8rem; padding: 0 2px; } }
.tiers-wrap { display: grid; gap: 8px; }
.bone--price { width: 45%; height: 2em; }

/* The package screen */
.packages { display: grid; gap: 28px; }
.packages__aside { margin: 0; color: var(--tote-muted); }
.standing { padding: 24px; border: 1px solid var(--tote-line); border-left: 4px solid var(--tote-accent); border-radius: 10px; background: #f8f2ea; display: grid; gap: 10px; justify-items: start; }
.standing p { margin: 0; }
.standing--onhold { border-left-color: #b26a00; }
.standing--approved, .standing--active { border-left-color: #1e6b3a; }
.standing__title { font-size: 1.4rem; margin: 0; }
.state-box .row { margin-top: 4px; }
`;
