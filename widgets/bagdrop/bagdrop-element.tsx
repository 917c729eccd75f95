import { defineWidget } from '../../src/ui/define-widget';
import { BUTTON_CSS } from '../../src/ui/kit-styles';
import { FIELD_CSS } from '../../src/ui/field-styles';
import { BagdropForm } from './bagdrop-form';

const BAGDROP_CSS = `
h2 { margin: 0 0 8px; font-family: Georgia, "Times New Roman", serif; font-weight: 400; font-size: 1.6rem; }
.hint { margin: 0 0 16px; color: var(--tote-muted); max-width: 60ch; }
form { display: grid; gap: 16px; max-width: 760px; }
/* min(220px, 100%): one column on a 320 px phone instead of a 220 px track that scrolls sideways. */
.grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr)); }
input[type="file"] { width: 100%; min-height: 44px; }
.photo-list { display: grid; gap: 4px; margin: 8px 0 0; padding: 0; list-style: none; }
.photo-list li { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.progress { display: flex; align-items: center; gap: 8px; margin: 0; }
.error-text { margin: 0; }
.done { display: grid; justify-items: start; gap: 8px; padding: 20px; border: 1px solid var(--tote-line); border-radius: 8px; background: #fff; }
.done p { margin: 0; }
.done-title { font-family: Georgia, "Times New Roman", serif; font-size: 1.3rem; }
`;

defineWidget('tote-bagdrop', {
  css: BUTTON_CSS + FIELD_CSS + BAGDROP_CSS,
  render: () => <BagdropForm />,
});
