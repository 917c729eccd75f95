import { FIELD_CSS } from '../../src/ui/field-styles';
import { MODAL_DIALOG_CSS } from '../../src/ui/modal-dialog';

// Warm paper, dark ink, one accent (the base sheet's custom properties). Every
// control is at least 44px tall (WCAG 2.5.5); no style attributes anywhere, so a
// strict CSP needs no 'unsafe-inline'. The buttons are the kit's (src/ui/kit-styles.ts),
// already in the widget's sheet (auth-widget.tsx), so the dialogs match the site's pills.
export const AUTH_CSS = `
${MODAL_DIALOG_CSS}${FIELD_CSS}
.auth-form { display: flex; flex-direction: column; gap: 16px; }
.auth-grid { display: grid; grid-template-columns: 1fr; gap: 16px 20px; }
@media (min-width: 640px) {
  .modal--wide .auth-grid { grid-template-columns: 1fr 1fr; }
}

/* The dialogs' fields are the kit's, a little taller, with a livelier border. */
.field { gap: 6px; }
.field__input { min-height: 48px; padding: 10px 14px; }
.field__input:hover { border-color: var(--tote-muted); }
.field__input:focus-visible { border-color: var(--tote-focus); }
.form-message { margin: 0; font-size: 0.875rem; color: var(--tote-danger); }
.form-message:empty { display: none; }

.text-button, .link-button {
  min-height: 44px;
  padding: 8px 4px;
  border: 0;
  background: transparent;
  color: var(--tote-accent);
  cursor: pointer;
}
.text-button {
  align-self: center;
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.12em;
}
.text-button:hover, .link-button:hover { text-decoration: underline; text-underline-offset: 4px; }
.link-button { text-decoration: underline; text-underline-offset: 3px; font-weight: 600; }
.link-button:disabled { color: var(--tote-muted); cursor: progress; }

.otp { display: flex; justify-content: space-between; gap: 8px; }
.otp__box {
  width: 100%;
  max-width: 52px;
  min-width: 0;
  height: 56px;
  padding: 0;
  border: 1px solid #b9b0a3;
  border-radius: 6px;
  background: #ffffff;
  font-size: 1.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
}
.otp__box:focus-visible { border-color: var(--tote-focus); }
.otp__box[aria-invalid="true"] { border-color: var(--tote-danger); }
.otp-resend { display: flex; align-items: center; min-height: 44px; }
.otp-timer { margin: 0; color: var(--tote-muted); font-variant-numeric: tabular-nums; }
.otp-timer:empty { display: none; }
`;
