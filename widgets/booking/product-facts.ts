import type { Product } from '../../src/api/shapes/product';
import { isIsoDay, todayIso, type DayRange } from './dates';

/** The bag's bookings from today on, as the server sends them, sorted; anything malformed is dropped. */
export function bookedRanges(product: Product): DayRange[] {
  return (product.bookedRanges ?? [])
    .map((r) => ({ startDate: r.startDate.slice(0, 10), returnDate: r.returnDate.slice(0, 10) }))
    .filter((r) => isIsoDay(r.startDate) && isIsoDay(r.returnDate))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Out now: the server says so, or today falls inside a booked range. */
export function isOutNow(product: Product, today = todayIso()): boolean {
  if (product.available === false) return true;
  return bookedRanges(product).some((r) => r.startDate <= today && today <= r.returnDate);
}
