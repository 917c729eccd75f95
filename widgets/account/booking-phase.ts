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

export type TimelineStepKey = 'booked' | 'shipped' | 'delivered' | 'pickup' | 'checkedIn';

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  done: boolean;
  /** An ISO time or day: when it happened, or (not done) when it is due; null when not known. */
  when: string | null;
}

const ISO_DAY_LENGTH = 10;
const dayBefore = (iso: string, days: number) => {
  const day = new Date(`${iso.slice(0, ISO_DAY_LENGTH)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, ISO_DAY_LENGTH);
};

/**
 * A booking's way from booked to checked in, for My Account's timeline. The
 * fulfilment times are ours (a spec-only backend sends none): without them a
 * bag counts as shipped and delivered once its first day has come, and as
 * picked up and checked in once the booking is RETURNED. The current step is
 * the first not done; a cancelled booking has no timeline.
 */
export function timelineSteps(booking: Booking, today: string = isoToday()): TimelineStep[] {
  const status = booking.status?.name;
  const returned = status === 'RETURNED' || !!booking.checkedInAt;
  const known = booking.shippedAt !== undefined;
  const started = today >= booking.startDate.slice(0, ISO_DAY_LENGTH);
  const shipped = returned || (known ? !!booking.shippedAt : started);
  const delivered = returned || (known ? !!booking.deliveredAt : started);
  const pickedUp = returned || !!booking.returnPickedUpAt;
  return [
    { key: 'booked', label: 'Booked', done: true, when: booking.createdAt ?? null },
    { key: 'shipped', label: 'Shipped', done: shipped, when: booking.shippedAt ?? (shipped ? null : dayBefore(booking.startDate, 2)) },
    { key: 'delivered', label: 'Delivered', done: delivered, when: booking.deliveredAt ?? (delivered ? null : booking.startDate) },
    // The courier's pickup: when it collected the bag, else the return day (due until then; done, at the latest, once the bag is back).
    { key: 'pickup', label: pickedUp ? 'Return picked up' : 'Return pickup', done: pickedUp, when: booking.returnPickedUpAt ?? booking.returnDate },
    { key: 'checkedIn', label: 'Checked in', done: returned, when: booking.checkedInAt ?? null },
  ];
}

/** The step in progress (the first not done), or null when every step is. */
export function currentStep(steps: readonly TimelineStep[]): TimelineStepKey | null {
  return steps.find((s) => !s.done)?.key ?? null;
}
