// Calm and roomy: one column on a phone, two for the form fields on wider screens.
export const MEMBERSHIP_CSS = `
:host { container-type: inline-size; }
h2, h3 { font-family: Georgia, "Times New Roman", serif; font-weight: 400; margin: 0 0 12px; }
h2 { font-size: 1.5rem; } h3 { font-size: 1.2rem; }
p { margin: 0 0 8px; }
.muted { color: var(--tote-muted); }
.row { display: flex; flex-wrap: wrap; gap: 8px; }
.stepper ol { display: flex; gap: 4px; margin: 0 0 24px; padding: 0; list-style: none; counter-reset: step; }
.stepper__item { flex: 1; }
.stepper__button {
  display: flex; align-items: center; gap: 8px; width: 100%; min-height: 44px; padding: 6px 8px;
  border: 0; border-bottom: 3px solid var(--tote-line); background: none; cursor: pointer; text-align: left; color: var(--tote-muted);
}
.stepper__button[disabled] { cursor: default; opacity: 0.6; }
.stepper__item--done .stepper__button { border-bottom-color: #c9a98f; color: var(--tote-ink); }
.stepper__item--current .stepper__button { border-bottom-color: var(--tote-accent); color: var(--tote-ink); font-weight: 600; }
.stepper__number { display: inline-grid; place-items: center; flex: none; width: 28px; height: 28px; border-radius: 50%; border: 1px solid currentColor; font-size: 0.85rem; }
.stepper__item--current .stepper__number { background: var(--tote-accent); border-color: var(--tote-accent); color: var(--tote-accent-ink); }
@container (max-width: 479px) { .stepper__button > span:last-child { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); } .stepper__button { justify-content: center; } }
.step-title:focus { outline: none; }
.step-title:focus-visible { outline: 3px solid var(--tote-focus); }
.form-grid { display: grid; gap: 16px; }
@container (min-width: 560px) { .form-grid { grid-template-columns: 1fr 1fr; } .form-grid__wide { grid-column: 1 / -1; } }
.field, .document { display: grid; gap: 4px; align-content: start; }
.field__label { font-weight: 600; font-size: 0.9rem; }
.field__optional { font-weight: 400; color: var(--tote-muted); }
.field__input { min-height: 44px; padding: 0 12px; border: 1px solid #b9b0a3; border-radius: 6px; background: #fff; width: 100%; }
.field__input[aria-invalid="true"], .document--invalid .document__input { border-color: var(--tote-danger); }
.field__error, .form-error { margin: 0; color: var(--tote-danger); font-size: 0.9rem; }
.form-error { margin: 16px 0 0; padding: 12px 16px; border-radius: 6px; background: #fbeceb; }
.identity { display: grid; gap: 28px; }
.identity section { display: grid; gap: 12px; }
.inline-action { display: grid; gap: 8px; align-items: end; }
@container (min-width: 480px) { .inline-action { grid-template-columns: 1fr auto; } .inline-action .field__error { grid-column: 1 / -1; } }
.aadhaar, .aadhaar__otp { display: grid; gap: 12px; justify-items: start; }
.aadhaar .inline-action { width: 100%; }
.otp { display: flex; gap: 8px; }
.otp__box { width: 44px; height: 52px; text-align: center; font-size: 1.3rem; border: 1px solid #b9b0a3; border-radius: 6px; background: #fff; }
.otp__box[aria-invalid="true"] { border-color: var(--tote-danger); }
.verified { color: #1e6b3a; font-weight: 600; }
.document { padding: 12px 0; border-top: 1px solid var(--tote-line); }
.document__input { min-height: 44px; padding: 8px; border: 1px dashed #b9b0a3; border-radius: 6px; background: #fff; max-width: 100%; }
.document__chosen { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.document__preview { width: 96px; height: 64px; object-fit: cover; border-radius: 4px; border: 1px solid var(--tote-line); }
.document__pdf { display: grid; place-items: center; width: 64px; height: 64px; border-radius: 4px; background: #f3ebe2; color: var(--tote-accent); font-weight: 700; }
.document__name { overflow-wrap: anywhere; }
.link-button { min-height: 44px; padding: 0 4px; border: 0; background: none; color: var(--tote-accent); text-decoration: underline; cursor: pointer; justify-self: start; }
.step-actions { display: flex; justify-content: space-between; gap: 12px; margin-top: 28px; }
.step-actions .button-primary { margin-left: auto; }
.summary { display: grid; gap: 8px; margin: 0 0 4px; }
.summary div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 16px; padding: 8px 0; border-bottom: 1px solid var(--tote-line); }
.summary dt { color: var(--tote-muted); }
.summary dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
.summary__total { font-weight: 700; }
.summary__total dt { color: var(--tote-ink); }
.review { display: grid; gap: 8px; }
.plans { display: grid; gap: 12px; margin: 0; padding: 0; border: 0; min-width: 0; }
.plans legend { margin-bottom: 8px; }
.plan { display: grid; grid-template-columns: auto 1fr auto; gap: 12px; align-items: center; min-height: 64px; padding: 14px 16px; border: 1px solid var(--tote-line); border-radius: 8px; background: #fff; cursor: pointer; }
.plan input { width: 20px; height: 20px; margin: 0; accent-color: var(--tote-accent); }
.plan--chosen { border-color: var(--tote-accent); box-shadow: 0 0 0 1px var(--tote-accent); }
.plans[disabled] .plan { cursor: default; }
.plan__body { display: grid; gap: 2px; }
.plan__name { font-weight: 600; }
.plan__facts { color: var(--tote-muted); font-size: 0.9rem; }
.plan__price { font-family: Georgia, "Times New Roman", serif; font-size: 1.2rem; }
.plan--skeleton { display: grid; gap: 8px; grid-template-columns: 1fr; cursor: default; }
.bone { display: block; height: 1em; width: 60%; margin: 6px 0; border-radius: 4px; background: linear-gradient(90deg, #efe8de 25%, #f7f2eb 50%, #efe8de 75%); background-size: 200% 100%; animation: shimmer 1.4s infinite linear; }
.bone--title { width: 35%; height: 1.3em; }
@keyframes shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .bone { animation: none; } }
.packages { display: grid; gap: 28px; }
.standing { padding: 20px; border: 1px solid var(--tote-line); border-left: 4px solid var(--tote-accent); border-radius: 8px; background: #f8f2ea; }
.standing--onhold { border-left-color: #b26a00; }
.standing--approved { border-left-color: #1e6b3a; }
.standing__title { font-size: 1.4rem; }
.due, .pay { padding: 20px; border: 1px solid var(--tote-line); border-radius: 8px; background: #fff; }
.due__title { font-size: 1.2rem; }
.payment-form { display: grid; gap: 16px; }
.methods { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; padding: 0; border: 0; }
.methods legend { margin-bottom: 4px; }
.check { display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; }
.check input { width: 20px; height: 20px; margin: 0; accent-color: var(--tote-accent); }
.pay-button { justify-self: start; }
.pay-failed { display: grid; gap: 8px; justify-items: start; margin-bottom: 16px; padding: 12px 16px; border-radius: 6px; background: #fbeceb; color: var(--tote-danger); }
.pay-failed p { margin: 0; }
.state-box { display: grid; justify-items: start; gap: 8px; padding: 28px 24px; border: 1px dashed var(--tote-line); border-radius: 8px; background: #fff; }
.state-box p { margin: 0; }
.state-box__title { font-family: Georgia, "Times New Roman", serif; font-size: 1.3rem; }
`;
