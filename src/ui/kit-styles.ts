// The UI kit's look, adopted by the widgets that use it: buttons, the login gate's
// box and the loading/error section of src/ui/load-section.tsx.

export const BUTTON_CSS = `
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 10px; min-height: 44px; min-width: 44px;
  padding: 0 22px; border-radius: 999px; border: 1px solid var(--tote-accent); cursor: pointer;
  font-weight: 600; letter-spacing: 0.01em; text-decoration: none; text-align: center; background: transparent; color: var(--tote-accent);
}
.button-primary { background: var(--tote-accent); color: var(--tote-accent-ink); }
.button-block { width: 100%; min-height: 48px; }
.button:hover { background: #f3ebe2; }
.button-primary:hover { background: #5f3a20; }
/* Disabled reads as disabled at a glance (pale, dashed, no fill) and its text still passes AA (5.1:1). */
.button[disabled], .button[aria-disabled="true"], .button[disabled]:hover, .button[aria-disabled="true"]:hover {
  background: #f3efe9; border: 1px dashed #b9b0a3; color: var(--tote-muted); cursor: not-allowed;
}
/* Busy is not disabled-looking: the button keeps its colours and turns a spinner. */
.button[aria-busy="true"], .button[aria-busy="true"]:hover { border-style: solid; border-color: var(--tote-accent); background: transparent; color: var(--tote-accent); cursor: progress; }
.button-primary[aria-busy="true"], .button-primary[aria-busy="true"]:hover { background: var(--tote-accent); color: var(--tote-accent-ink); }
.button[aria-busy="true"]::after {
  content: ""; width: 14px; height: 14px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: tote-spin 0.8s linear infinite;
}
@keyframes tote-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .button[aria-busy="true"]::after { animation-duration: 2.4s; } }
.error-text { color: var(--tote-danger); }
.status-text { color: #1e6b3a; }
`;

export const STATE_CSS = `
.state-box { display: grid; justify-items: start; gap: 8px; padding: 28px 24px; border: 1px dashed var(--tote-line); border-radius: 8px; background: #fff; }
.state-box p { margin: 0; }
.state-box__title { font-family: Georgia, "Times New Roman", serif; font-size: 1.3rem; }
.load-error { display: grid; gap: 8px; justify-items: start; padding: 12px 16px; border-radius: 6px; background: #fbeceb; color: var(--tote-danger); }
.load-error p { margin: 0; }
.bone { display: block; height: 1em; width: 80%; margin: 8px 0; border-radius: 4px; background: linear-gradient(90deg, #efe8de 25%, #f7f2eb 50%, #efe8de 75%); background-size: 200% 100%; animation: shimmer 1.4s infinite linear; }
.bone--short { width: 45%; }
@keyframes shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .bone { animation: none; } }
`;
