import { MODAL_DIALOG_CSS } from '../../src/ui/modal-dialog';

// Warm paper, dark ink, one accent (the base sheet's custom properties). Every
// control is at least 44px tall (WCAG 2.5.5); no style attributes anywhere, so a
// strict CSP needs no 'unsafe-inline'.
export const AUTH_CSS = `
${MODAL_DIALOG_CSS}
.auth-form { display: flex; flex-direction: column; gap: 16px; }
.auth-grid { display: grid; grid-template-columns: 1fr; gap: 16px 20px; }
@media (min-width: 640px) {
  .modal--wide .auth-grid { grid-template-columns: 1fr 1fr; }
}

.field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.field__label { font-size: 0.875rem; font-weight: 600; letter-spacing: 0.02em; }
.field__optional { font-weight: 400; color: var(--tote-muted); }
.field__input {
  width: 100%;
  min-height: 48px;
  padding: 10px 14px;
  border: 1px solid #b9b0a3;
  border-radius: 2px;
  background: #ffffff;
  color: var(--tote-ink);
}
.field__input:hover { border-color: var(--tote-muted); }
.field__input:focus-visible { border-color: var(--tote-focus); }
.field--invalid .field__input { border-color: var(--tote-danger); }
.field__error, .form-message {
  margin: 0;
  font-size: 0.875rem;
  color: var(--tote-danger);
}
.form-message:empty { display: none; }

.button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 48px;
  padding: 12px 24px;
  border: 1px solid transparent;
  border-radius: 2px;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  cursor: pointer;
}
.button--primary { width: 100%; background: var(--tote-ink); color: var(--tote-paper); }
.button--primary:hover:not(:disabled) { background: var(--tote-accent); }
.button:disabled { cursor: not-allowed; background: #d9d2c7; color: #5c564e; }
.button.is-busy { cursor: progress; }
.button.is-busy::after {
  content: "";
  width: 16px;
  height: 16px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: tote-spin 0.8s linear infinite;
}
@keyframes tote-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .button.is-busy::after { animation-duration: 2.4s; }
}

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
  border-radius: 2px;
  background: #ffffff;
  font-size: 1.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
}
.otp__box:focus-visible { border-color: var(--tote-focus); }
.otp__box[aria-invalid="true"] { border-color: var(--tote-danger); }
.otp-resend {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
}
.otp-timer { color: var(--tote-muted); font-variant-numeric: tabular-nums; }
`;
