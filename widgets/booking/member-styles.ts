// What only a member's parts show: the booking form with its summary and confirmation, the waiting list,
// their bookings of this bag. Fetched with those parts, so a visitor's bag page does not carry it.
export const MEMBER_BOOKING_CSS = `
.book-form, .waitlist, .done { display: grid; gap: 16px; padding: 24px; border: 1px solid var(--tote-line); border-radius: 8px; background: #fff; min-width: 0; }
@container (max-width: 420px) { .book-form, .waitlist, .done { padding: 20px 14px; } }
.done-title { margin: 0; font-family: Georgia, "Times New Roman", serif; font-size: 1.3rem; }
.done p { margin: 0; }
.dates { display: grid; gap: 12px; }
@container (min-width: 420px) { .dates { grid-template-columns: 1fr 1fr; } }
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
/* The booking's summary (before Confirm) and its confirmation: the same list of facts. */
.summary { display: grid; gap: 16px; padding: 24px; border: 1px solid var(--tote-line); border-radius: 8px; background: #fff; min-width: 0; }
@container (max-width: 420px) { .summary { padding: 20px 14px; } }
.summary h3:focus, .done-title:focus { outline: none; }
.summary h3:focus-visible, .done-title:focus-visible { outline: 3px solid var(--tote-accent); outline-offset: 4px; }
.summary .agreement-link { margin: 0; }
.summary .agreement-link a { display: inline; min-height: 0; }
.terms { display: grid; gap: 12px; margin: 0; }
.terms dt { font-size: 0.8rem; letter-spacing: 0.04em; text-transform: uppercase; color: var(--tote-muted); }
.terms dd { display: grid; gap: 4px; margin: 2px 0 0; max-width: 62ch; }
.address { display: grid; }
.terms-note { color: var(--tote-muted); }
.terms-note a, .agreement-link a { color: var(--tote-accent); }
.damage { display: grid; gap: 4px; margin: 0; padding-left: 18px; }
.confirmation h4 { margin: 8px 0 0; font-size: 1rem; }
.next-steps { display: grid; gap: 6px; margin: 0; padding-left: 20px; }
/* The booking form's plan limits, the days picked, and its links that read as text. */
.plan-limits { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.plan-limits li { padding: 3px 12px; border-radius: 14px; background: #f6efe6; font-size: 0.85rem; color: var(--tote-ink); }
.plan-limits .plan-name { background: var(--tote-ink); color: var(--tote-paper); font-weight: 600; }

.pick-summary { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 16px; padding: 12px 14px; border-radius: 8px; background: #f8f3ec; }
.pick-hint { margin: 0; }
.pick-hint--note { color: #7a3b12; }
.link-button { min-height: 0; padding: 0; border: 0; background: none; color: var(--tote-accent); font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer; }
`;
