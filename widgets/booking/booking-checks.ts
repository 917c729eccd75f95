import type { BookingExpiry } from '../../src/api/shapes/booking';
import type { Product } from '../../src/api/shapes/product';
import { formatDay } from '../../src/ui/format';
import { isIsoDay, overlaps, rentalDays, todayIso } from './dates';
import { bookedRanges } from './product-facts';

export interface DateErrors {
  startDate?: string;
  returnDate?: string;
  agreement?: string;
}

/** What is wrong with the chosen days (and, on the summary, the agreement), judged by what this page knows; the server has the last word. */
export function validateDates(
  startDate: string,
  returnDate: string,
  agreed: boolean,
  product: Product,
  plan: BookingExpiry | null,
  today = todayIso(),
): DateErrors {
  const errors: DateErrors = {};
  if (!startDate) errors.startDate = 'Choose the day you want the bag.';
  else if (!isIsoDay(startDate)) errors.startDate = 'Enter the first day as dd/mm/yyyy.';
  else if (startDate < today) errors.startDate = 'The first day cannot be in the past.';
  if (!returnDate) errors.returnDate = 'Choose the day you will return the bag.';
  else if (!isIsoDay(returnDate)) errors.returnDate = 'Enter the return day as dd/mm/yyyy.';
  else if (!errors.startDate && returnDate < startDate) errors.returnDate = 'The return day must be on or after the first day.';
  if (!errors.startDate && !errors.returnDate) {
    const max = plan?.maxRentalDays;
    const clash = bookedRanges(product).find((r) => overlaps(r, { startDate, returnDate }));
    if (max && rentalDays(startDate, returnDate) > max) errors.returnDate = `Your plan allows up to ${max} days a rental.`;
    else if (plan?.expiryDate && returnDate > plan.expiryDate.slice(0, 10))
      errors.returnDate = `Your membership ends on ${formatDay(plan.expiryDate)}. Choose a return day on or before it.`;
    else if (clash)
      errors.returnDate = `The bag is booked from ${formatDay(clash.startDate)} to ${formatDay(clash.returnDate)}. Choose days outside that booking.`;
  }
  if (!agreed) errors.agreement = 'Please accept the rental agreement to book.';
  return errors;
}

/** Why a day on the calendar cannot be the first day. */
export const NOT_A_START = {
  past: 'That day has passed. Choose today or a later day.',
  booked: 'The bag is booked that day. Choose a free day.',
  closed: 'That day is after your membership ends.',
  full: 'You already have all the bags your plan allows at a time that day.',
} as const;
