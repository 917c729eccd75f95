import type { Queryable } from '../db/database';
import { notify } from './notify';

// Indian dates for the member: "Sat, 6 Jun 2026".
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The member moved a booking's return day: our courier's return pickup moves with it. */
export function returnPickupMoved(db: Queryable, userId: number, booking: { bagTitle: string; returnDate: string; extended: boolean }): Promise<number> {
  return notify(
    db,
    userId,
    booking.extended ? `${booking.bagTitle}: rental extended` : `${booking.bagTitle}: return day changed`,
    `Your booking of ${booking.bagTitle} now ends on ${dayText(booking.returnDate)}. Our courier will collect it that day; please have it packed in its dust bag and box.`,
    '/my-profile',
  );
}
