// The allowance, favourites and edit cards of My Account, and the hold's reason (a kit part the account shows too).
export const MY_ACCOUNT_CSS = `
.allowance__lead { font-weight: 600; }
.allowance__meter { width: 100%; height: 10px; }
/* The allowance's skeleton: the loaded card's gaps, a line of the lead, the meter and a button's height. */
.allowance-bones { display: grid; gap: 12px; }
.card .load-section .allowance-bones > .bone { height: auto; padding: 0; }
.card .load-section .allowance-bones > .allowance-bones__lead { height: 1lh; }
.card .load-section .allowance-bones > .allowance__meter { height: 10px; }
.card .load-section .allowance-bones > .allowance-bones__button { width: 140px; height: 44px; border-radius: 999px; }
.favourites { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 12px; margin: 0; padding: 0; list-style: none; }
.favourite { display: grid; gap: 4px; color: inherit; text-decoration: none; border-radius: 8px; }
.favourite:hover .favourite__title, .favourite:focus-visible .favourite__title { text-decoration: underline; }
.favourite__photo { display: grid; place-items: center; aspect-ratio: 4 / 5; overflow: hidden; border-radius: 8px; background: #f3efe9; font-size: 0.85rem; }
.favourite__photo img { width: 100%; height: 100%; object-fit: cover; }
.favourite__brand { font-size: 0.8rem; letter-spacing: 0.06em; text-transform: uppercase; color: var(--tote-muted); }
.favourite__title { font-weight: 600; }
.editor, .mobile-change { display: grid; gap: 12px; }
.edit-form { display: grid; gap: 12px; }
.edit-form__title { margin: 0; font-size: 1.05rem; }
.edit-form__grid { display: grid; gap: 12px; }
@container (min-width: 420px) { .edit-form__grid { grid-template-columns: 1fr 1fr; } }
.plan-options { display: grid; gap: 4px; margin: 0; padding: 0; border: 0; }
.plan-options legend { font-weight: 600; margin-bottom: 4px; }
.plan-option { display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; }
.plan-option input { width: 20px; height: 20px; margin: 0; accent-color: var(--tote-accent); }
.hold-reason { display: grid; gap: 6px; padding: 12px 16px; border-left: 4px solid var(--tote-accent); background: #f8f2ea; border-radius: 6px; }
`;
