// The one look of a form field (src/ui/input-field.tsx and its siblings, text-field.tsx):
// its label, its input, its hint and its error. Widgets add it to their shadow root's
// sheet, the back office to the document; a widget styles only what differs.
export const FIELD_CSS = `
.field { display: grid; gap: 4px; align-content: start; min-width: 0; }
.field__label { font-weight: 600; font-size: 0.9rem; }
.field__optional, .field__hint { font-weight: 400; color: var(--tote-muted); font-size: 0.9rem; }
.field__input { min-height: 44px; padding: 0 12px; border: 1px solid #8f8576; border-radius: 6px; background: #fff; width: 100%; }
textarea.field__input { padding: 10px 12px; min-height: 96px; resize: vertical; }
.field__input[aria-invalid="true"] { border-color: var(--tote-danger); }
.field__error { margin: 0; color: var(--tote-danger); font-size: 0.9rem; }
`;
