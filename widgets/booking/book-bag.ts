import { checkBookingExpiry, saveBooking } from '../../src/api/booking';
import type { Booking } from '../../src/api/shapes/booking';
import type { Product } from '../../src/api/shapes/product';
import { BOOKING_KEYS } from '../../src/stores/query-selectors';
import { Refusal, type WriteOptions } from '../../src/stores/write';
import { trackEvent } from '../../src/tracking/pixel';

/** A booking changes every list of bookings, the bag's booked days and the plan's open bookings: they load again. */
export const BOOKING_WRITE: WriteOptions = { invalidates: BOOKING_KEYS };

/**
 * Books `product` for the days: the membership must cover them (check-expiry, else a
 * Refusal in its words), then the booking is saved and the cart event fires.
 */
export async function bookBag(product: Product, userId: number, startDate: string, returnDate: string): Promise<Booking> {
  const cover = await checkBookingExpiry(userId, { startDate, returnDate });
  if (cover.expired || cover.covers === false) {
    throw new Refusal(cover.message || (cover.expired ? 'Your membership has ended. Renew it to book.' : 'Your membership does not cover these days.'));
  }
  const booking = await saveBooking({ productId: product.productId, userId, startDate, returnDate });
  trackEvent('cart', { content_ids: String(product.productId), content_name: product.title });
  return booking;
}
