import { defineWidget } from '../../src/ui/define-widget';
import { BANNER_CSS, BUTTON_CSS } from '../../src/ui/membership-banner';
import { Collection } from './collection';
import { COLLECTION_CSS } from './collection-styles';

defineWidget('tote-collection', {
  css: BUTTON_CSS + BANNER_CSS + COLLECTION_CSS,
  render: () => <Collection />,
});
