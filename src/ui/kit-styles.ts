// The UI kit's look, adopted by the widgets that use it: buttons, the login gate's
// box and the loading/error section of src/ui/load-section.tsx.

export const BUTTON_CSS = `
.button {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px;
  padding: 0 20px; border-radius: 22px; border: 1px solid var(--tote-accent); cursor: pointer;
  font-weight: 600; text-decoration: none; background: transparent; color: var(--tote-accent);
}
.button-primary { background: var(--tote-accent); color: var(--tote-accent-ink); }
.button-primary:hover { background: #5f3a20; }
.button-quiet:hover { background: #f3ebe2; }
.button[disabled], .button[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
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
