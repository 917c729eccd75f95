import { errorText } from '../../src/api/api-error';
import { checkBookingExpiry, saveBooking } from '../../src/api/booking';
import type { Booking } from '../../src/api/shapes/booking';
import type { Product } from '../../src/api/shapes/product';
import { invalidateBookings } from '../../src/stores/query-keys';
import { trackEvent } from '../../src/tracking/pixel';

export type BookOutcome = { kind: 'booked'; booking: Booking } | { kind: 'refused'; message: string | null };

/**
 * Books `product` for the days: the membership must cover them (check-expiry), then
 * the booking is saved, the cart event fires, and every list of bookings, the bag's
 * booked days and the plan's open bookings load again.
 */
export async function bookBag(product: Product, userId: number, startDate: string, returnDate: string): Promise<BookOutcome> {
  try {
    const cover = await checkBookingExpiry(userId, { startDate, returnDate });
    if (cover.expired || cover.covers === false) {
      return {
        kind: 'refused',
        message: cover.message || (cover.expired ? 'Your membership has ended. Renew it to book.' : 'Your membership does not cover these days.'),
      };
    }
    const booking = await saveBooking({ productId: product.productId, userId, startDate, returnDate });
    trackEvent('cart', { content_ids: String(product.productId), content_name: product.title });
    invalidateBookings();
    return { kind: 'booked', booking };
  } catch (err) {
    return { kind: 'refused', message: errorText(err) };
  }
}
