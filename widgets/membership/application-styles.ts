// The application form's own look (its steps, fields, Aadhaar check, document photos and review),
// fetched with the steps: a visitor's packages page does not carry it.
export const APPLICATION_CSS = `
/* The application's steps */
.application__intro { font-size: 1.05rem; color: var(--tote-muted); margin-bottom: 20px; }
.stepper ol { display: flex; gap: 4px; margin: 0 0 24px; padding: 0; list-style: none; }
.stepper__item { flex: 1; }
.stepper__button {
  display: flex; align-items: center; gap: 8px; width: 100%; min-height: 44px; padding: 6px 8px;
  border: 0; border-bottom: 3px solid var(--tote-line); background: none; cursor: pointer; text-align: left; color: var(--tote-muted);
}
.stepper__button[disabled] { cursor: default; }
.stepper__item--done .stepper__button { border-bottom-color: #c9a98f; color: var(--tote-ink); }
.stepper__item--current .stepper__button { border-bottom-color: var(--tote-accent); color: var(--tote-ink); font-weight: 600; }
.stepper__number { display: inline-grid; place-items: center; flex: none; width: 28px; height: 28px; border-radius: 50%; border: 1px solid currentColor; font-size: 0.85rem; }
.stepper__item--current .stepper__number { background: var(--tote-accent); border-color: var(--tote-accent); color: var(--tote-accent-ink); }
@container (max-width: 479px) { .stepper__button > span:last-child { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); } .stepper__button { justify-content: center; } }
.step-title:focus { outline: none; }
.step-title:focus-visible { outline: 3px solid var(--tote-focus); }
.form-grid { display: grid; gap: 16px; }
@container (min-width: 560px) { .form-grid { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } .form-grid__wide { grid-column: 1 / -1; } }
.form-grid > p { margin: 0; }
.form-error { margin: 16px 0 0; padding: 12px 16px; border-radius: 6px; background: #fbeceb; color: var(--tote-danger); font-size: 0.9rem; }
.identity { display: grid; gap: 32px; }
.identity section { display: grid; gap: 12px; }
.identity h3 { margin: 0; }
.inline-action { display: grid; gap: 8px; align-items: end; }
/* The button sits level with the field, below its label, whatever message shows under the field. */
@container (min-width: 480px) { .inline-action { grid-template-columns: minmax(0, 1fr) auto; align-items: start; } .inline-action > .button { margin-top: calc(0.9rem * 1.5 + 4px); } }
.aadhaar, .aadhaar__otp { display: grid; gap: 12px; justify-items: start; }
.aadhaar .inline-action { width: 100%; }
.otp { display: flex; gap: 8px; }
.otp__box { width: 44px; height: 52px; text-align: center; font-size: 1.3rem; border: 1px solid #b9b0a3; border-radius: 6px; background: #fff; min-width: 0; }
.otp__box[aria-invalid="true"] { border-color: var(--tote-danger); }
.verified { color: #1e6b3a; font-weight: 600; }
.step-actions { display: flex; justify-content: space-between; gap: 12px; margin-top: 32px; padding-top: 20px; border-top: 1px solid var(--tote-line); }
.step-actions .button-primary { margin-left: auto; }

/* Photos of the cards: a drop area each, then the photo or the PDF's name */
.documents { display: grid; gap: 16px; }
@container (min-width: 680px) { .documents { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.document { position: relative; display: grid; gap: 8px; align-content: start; min-width: 0; }
.document__title { margin: 0; font-weight: 600; font-size: 0.9rem; }
.document__hint { margin: 0; font-size: 0.85rem; }
/* The native input stays the control (keyboard, screen readers); the area around it is its label. */
.document__input { position: absolute; width: 1px; height: 1px; padding: 0; margin: 0; opacity: 0; overflow: hidden; }
.document__zone {
  display: grid; justify-items: center; align-content: center; gap: 8px; min-height: 148px; padding: 20px 16px; text-align: center;
  border: 1.5px dashed #b9b0a3; border-radius: 10px; background: #fff; cursor: pointer; transition: background-color 0.15s, border-color 0.15s;
}
.document__zone:hover, .document--over .document__zone { border-color: var(--tote-accent); background: #fbf6f0; }
.document__icon { color: var(--tote-accent); }
.document__cta { color: var(--tote-accent); font-weight: 600; text-decoration: underline; text-underline-offset: 3px; }
/* Nothing is dragged on a phone or tablet: there the picker only offers to choose. */
@media (hover: none) and (pointer: coarse) { .document__drop { display: none; } }
.document--invalid .document__zone { border-color: var(--tote-danger); background: #fdf6f5; }
.document__input:focus-visible ~ .document__zone, .document__input:focus-visible ~ .document__chosen { outline: 3px solid var(--tote-focus); outline-offset: 2px; }
.document__chosen { display: grid; gap: 8px; min-height: 148px; padding: 10px; border: 1px solid var(--tote-line); border-radius: 10px; background: #fff; }
.document--over .document__chosen { border-color: var(--tote-accent); background: #fbf6f0; }
/* The whole photo, not a crop: the member checks that all four corners are in view. */
.document__preview { display: block; width: 100%; height: 96px; object-fit: contain; border-radius: 6px; background: #f3ebe2; }
.document__pdf { display: grid; place-items: center; width: 100%; height: 96px; border-radius: 6px; background: #f3ebe2; color: var(--tote-accent); font-weight: 700; letter-spacing: 0.1em; }
.document__name { display: grid; min-width: 0; font-size: 0.9rem; }
.document__file { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.document__actions { display: flex; gap: 12px; }
.document__actions .link-button { min-height: 32px; font-size: 0.9rem; }

/* Review */
.review { display: grid; gap: 24px; }
.review__head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }
.review__head h3 { margin: 0; }
`;
