import { defineWidget } from '../../src/ui/define-widget';
import { FAVOURITE_CSS } from '../../src/ui/favourite-button';
import { BUTTON_CSS, STATE_CSS } from '../../src/ui/kit-styles';
import { BANNER_CSS } from '../../src/ui/membership-banner';
import { Collection } from './collection';
import { COLLECTION_CSS } from './collection-styles';

defineWidget('tote-collection', {
  // The Filters drawer brings its own sheet when its code first loads (collection.tsx).
  css: BUTTON_CSS + STATE_CSS + BANNER_CSS + FAVOURITE_CSS + COLLECTION_CSS,
  render: () => <Collection />,
});
