import type { Booking } from '../../src/api/shapes/booking';

/** Where a booking is, for the member: not started, out with them, late, back, or cancelled. */
export type BookingPhase = 'upcoming' | 'out' | 'overdue' | 'returned' | 'cancelled';

/** Today as an ISO day (yyyy-mm-dd) where the member is: bookings are calendar days. */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function bookingPhase(booking: Booking, today: string = isoToday()): BookingPhase {
  const status = booking.status?.name;
  if (status === 'CANCELLED') return 'cancelled';
  if (status === 'RETURNED') return 'returned';
  // ISO days compare as text.
  if (today < booking.startDate) return 'upcoming';
  // Still BOOKED after its return day: the bag has not been checked in yet.
  if (today > booking.returnDate) return 'overdue';
  return 'out';
}

/** Whether an ISO day is still to come (a membership that starts or ends later). */
export function isFuture(day: string | null | undefined, today: string = isoToday()): boolean {
  return !!day && day.slice(0, 10) > today;
}
