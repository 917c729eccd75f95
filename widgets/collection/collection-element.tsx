import { defineWidget } from '../../src/ui/define-widget';
import { BUTTON_CSS, STATE_CSS } from '../../src/ui/kit-styles';
import { BANNER_CSS } from '../../src/ui/membership-banner';
import { Collection } from './collection';
import { COLLECTION_CSS } from './collection-styles';

defineWidget('tote-collection', {
  css: BUTTON_CSS + STATE_CSS + BANNER_CSS + COLLECTION_CSS,
  render: () => <Collection />,
});
