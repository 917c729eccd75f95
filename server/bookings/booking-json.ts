import type { Booking } from '../../src/api/shapes/booking';
import type { Product } from '../../src/api/shapes/product';
import type { WaitingEntry } from '../../src/api/shapes/waiting';
import type { IsoDate } from '../catalogue/iso-date';
import { type BookingRow, isOpen, maxReturnDate } from './booking-record';
import type { EntryRow } from './waiting-record';

// Bookings and waiting-list entries as the client reads them, shaped from rows the records read: no queries here.

const moment = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A booking as the client reads it (src/api/shapes/booking.ts BookingShape), with its bag; `calendarLimit` is the day
 * before its bag is next taken (extension-record.ts), for how far an open booking may be extended.
 */
export function bookingRowJson(row: BookingRow, product: Product | null, today: IsoDate, calendarLimit: IsoDate | null = null): Booking {
  return {
    bookingId: row.id,
    productId: row.product_id,
    userId: row.user_id,
    startDate: row.start_date,
    returnDate: row.return_date,
    status: { name: row.status },
    open: isOpen(row, today),
    maxReturnDate:
      row.max_rental_days !== null && row.end_date !== null
        ? maxReturnDate(row.start_date, { max_rental_days: row.max_rental_days, end_date: row.end_date })
        : null,
    extendableUntil: isOpen(row, today) ? extendableUntil(row, calendarLimit) : null,
    createdAt: new Date(row.created_at).toISOString(),
    wbNo: row.wb_no,
    shippedAt: moment(row.shipped_at),
    deliveredAt: moment(row.delivered_at),
    checkedInAt: moment(row.checked_in_at),
    returnPickedUpAt: moment(row.return_picked_up_at),
    product,
  };
}

/** The latest return day an open booking may be extended to: its plan's and membership's limit, and the day before its bag is next taken. */
function extendableUntil(row: BookingRow, calendarLimit: IsoDate | null): IsoDate | null {
  if (row.max_rental_days === null || row.end_date === null) return null;
  const byPlan = maxReturnDate(row.start_date, { max_rental_days: row.max_rental_days, end_date: row.end_date });
  const latest = calendarLimit !== null && calendarLimit < byPlan ? calendarLimit : byPlan;
  return latest > row.return_date ? latest : null;
}

/** A waiting-list entry as the client reads it (src/api/shapes/waiting.ts), with its bag. */
export function entryRowJson(row: EntryRow, product: Product | null): WaitingEntry {
  return {
    productId: row.product_id,
    userId: row.user_id,
    createdAt: new Date(row.created_at).toISOString(),
    notifiedAt: row.notified_at ? new Date(row.notified_at).toISOString() : null,
    position: row.position,
    product,
  };
}
