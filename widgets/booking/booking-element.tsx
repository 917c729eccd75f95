import { defineWidget } from '../../src/ui/define-widget';
import { FAVOURITE_CSS } from '../../src/ui/favourite-button';
import { BUTTON_CSS, STATE_CSS } from '../../src/ui/kit-styles';
import { FIELD_CSS } from '../../src/ui/field-styles';
import { BANNER_CSS } from '../../src/ui/membership-banner';
import { BookingPage } from './booking';
import { BAG_PAGE_CSS } from './bag-page-styles';
import { BOOKING_CSS } from './booking-styles';

function idOf(host: HTMLElement): number | null {
  const raw = host.getAttribute('product-id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

defineWidget('tote-booking', {
  css: BUTTON_CSS + STATE_CSS + FIELD_CSS + BANNER_CSS + FAVOURITE_CSS + BOOKING_CSS + BAG_PAGE_CSS,
  attributes: ['product-url', 'product-id'],
  render: (host) => <BookingPage productUrl={host.getAttribute('product-url') || null} productId={idOf(host)} />,
});
