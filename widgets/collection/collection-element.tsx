import { defineWidget } from '../../src/ui/define-widget';
import { FAVOURITE_CSS } from '../../src/ui/favourite-button';
import { BUTTON_CSS, STATE_CSS } from '../../src/ui/kit-styles';
import { BANNER_CSS } from '../../src/ui/membership-banner';
import { MODAL_DIALOG_CSS } from '../../src/ui/modal-dialog';
import { Collection } from './collection';
import { COLLECTION_CSS } from './collection-styles';

defineWidget('tote-collection', {
  // The dialog's look first: the Filters drawer is that dialog as a side sheet (COLLECTION_CSS).
  css: BUTTON_CSS + STATE_CSS + BANNER_CSS + MODAL_DIALOG_CSS + FAVOURITE_CSS + COLLECTION_CSS,
  render: () => <Collection />,
});
