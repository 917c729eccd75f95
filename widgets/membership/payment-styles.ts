// What is due and the payment, fetched with them: a visitor's or an active member's page does not carry it.
export const PAYMENT_CSS = `
.due, .pay { padding: 24px; border: 1px solid var(--tote-line); border-radius: 10px; background: #fff; }
/* What is due beside the payment where there is room, as at a checkout. */
.checkout { display: grid; gap: 28px; align-items: start; }
@container (min-width: 900px) { .checkout { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); } }
.due__title { font-size: 1.2rem; }
.payment-form { display: grid; gap: 16px; }
.methods { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; padding: 0; border: 0; }
.methods legend { margin-bottom: 4px; }
.check { display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; }
.check input { width: 20px; height: 20px; margin: 0; accent-color: var(--tote-accent); }
.pay-button { justify-self: start; }
.pay-failed { display: grid; gap: 8px; justify-items: start; margin-bottom: 16px; padding: 12px 16px; border-radius: 6px; background: #fbeceb; color: var(--tote-danger); }
.pay-failed p { margin: 0; }
`;
