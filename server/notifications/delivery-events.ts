import type { Queryable } from '../db/database';
import { messageMember } from '../messages/outbound-messages';

// What a member hears of a parcel between the club's door and theirs and back: the courier is out
// with it, and our courier has collected it for its return. Each is keyed by the booking (and the
// return day for the pickup), so the courier's status read again, a second instance or an
// operator's second click sends nothing more.

const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The courier's scans say the bag is out for delivery today. */
export async function bagOutForDelivery(db: Queryable, userId: number, booking: { bookingId: number; bagTitle: string; trackingUrl?: string | null }) {
  await messageMember(db, userId, 'out-for-delivery', {
    eventKey: `out-for-delivery:booking-${booking.bookingId}`,
    subject: `${booking.bagTitle} arrives today`,
    body: `The courier is out with ${booking.bagTitle} and will bring it to you today. Someone at the address will need to sign for it.`,
    link: '/my-profile',
    channelLink: booking.trackingUrl ?? null,
  });
}

/** Our courier collected the bag for its return: the member's part is done. */
export async function returnPickedUp(db: Queryable, userId: number, booking: { bookingId: number; bagTitle: string; returnDate: string }) {
  await messageMember(db, userId, 'return-picked-up', {
    eventKey: `return-picked-up:booking-${booking.bookingId}`,
    subject: `${booking.bagTitle} is on its way back`,
    body: `Our courier collected ${booking.bagTitle} on ${dayText(booking.returnDate)}. We will tell you when it is checked in and your booking is closed.`,
    link: '/my-profile',
  });
}
