import { defineWidget } from '../../src/ui/define-widget';
import { BUTTON_CSS } from '../../src/ui/kit-styles';
import { BagdropForm } from './bagdrop-form';

const BAGDROP_CSS = `
h2 { margin: 0 0 8px; font-family: Georgia, "Times New Roman", serif; font-weight: 400; font-size: 1.6rem; }
.hint { margin: 0 0 16px; color: var(--tote-muted); max-width: 60ch; }
form { display: grid; gap: 16px; max-width: 760px; }
/* min(220px, 100%): one column on a 320 px phone instead of a 220 px track that scrolls sideways. */
.grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr)); }
.field { display: grid; gap: 4px; align-content: start; min-width: 0; }
input[type="text"], select, textarea, input[type="file"] { width: 100%; max-width: 100%; }
.field-label { font-weight: 600; font-size: 0.9rem; }
input[type="text"], select, textarea { min-height: 44px; padding: 8px 12px; border: 1px solid #b9b0a3; border-radius: 6px; background: #fff; }
input[type="file"] { min-height: 44px; }
[aria-invalid="true"] { border-color: var(--tote-danger); }
.photo-list { display: grid; gap: 4px; margin: 8px 0 0; padding: 0; list-style: none; }
.photo-list li { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.progress { display: flex; align-items: center; gap: 8px; margin: 0; }
.error-text { margin: 0; }
.done { display: grid; justify-items: start; gap: 8px; padding: 20px; border: 1px solid var(--tote-line); border-radius: 8px; background: #fff; }
.done p { margin: 0; }
.done-title { font-family: Georgia, "Times New Roman", serif; font-size: 1.3rem; }
`;

defineWidget('tote-bagdrop', {
  css: BUTTON_CSS + BAGDROP_CSS,
  render: () => <BagdropForm />,
});
