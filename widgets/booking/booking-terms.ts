import type { Product } from '../../src/api/shapes/product';
import type { User } from '../../src/api/shapes/user';
import { BOOKING_TERMS } from '../../src/config/booking-facts';
import { formatDay, formatMoney } from '../../src/ui/format';
import { addDays, rentalDays } from './dates';

/** What a member is told of a booking before confirming it and after: when, where, what it costs, what if it is damaged. */
export interface BookingTerms {
  dates: string;
  /** The day the courier takes it from us: two days before the first, never before today. */
  dispatchDay: string;
  delivery: string;
  /** The delivery address as lines; null when the account has none yet. */
  address: string[] | null;
  pickup: string;
  cost: string;
  damage: string[];
}

export function addressLines(user: Pick<User, 'userAddress'> | null): string[] | null {
  const a = user?.userAddress;
  if (!a) return null;
  const place = [a.city, [a.state, a.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [a.addressLine1, a.addressLine2, place].map((l) => l?.trim()).filter((l): l is string => !!l);
  return lines.length ? lines : null;
}

export function bookingTerms(
  booking: { startDate: string; returnDate: string },
  product: Pick<Product, 'retailPrice'>,
  planName: string | null | undefined,
  user: Pick<User, 'userAddress'> | null,
  today: string,
): BookingTerms {
  const { startDate, returnDate } = booking;
  const days = rentalDays(startDate, returnDate);
  const planned = addDays(startDate, -BOOKING_TERMS.dispatchDaysBefore);
  const dispatchDay = planned < today ? today : planned;
  const retail = product.retailPrice;
  const cap = typeof retail === 'number' ? ` (${formatMoney(Math.round(retail * BOOKING_TERMS.repairCapShare))} for this bag)` : '';
  return {
    dates: `${formatDay(startDate, 'full')} to ${formatDay(returnDate, 'full')}: ${days} ${days === 1 ? 'day' : 'days'}`,
    dispatchDay,
    delivery: `By ${formatDay(startDate, 'full')}, ${BOOKING_TERMS.deliveryWindow}. We hand it to the courier on ${formatDay(dispatchDay, 'weekday')}; someone aged 18 or over must receive it.`,
    address: addressLines(user),
    pickup: `${formatDay(returnDate, 'full')}, ${BOOKING_TERMS.pickupWindow}: our courier collects the bag from the same address.`,
    cost: `Nothing to pay. ${planName ? `Your ${planName} plan` : 'Your membership'} covers the rental, delivery, the return pickup and cleaning.`,
    damage: [
      'Normal signs of careful use are on us: you are never charged for them.',
      `A stain, scratch or broken strap: you pay the repair, at most ${BOOKING_TERMS.repairCapShare * 100}% of the retail value${cap}.`,
      'Damaged beyond repair, lost or stolen: its replacement value, never more than the retail value.',
      `Tell us within ${BOOKING_TERMS.reportWithinHours} hours of anything amiss, with photos. Late returns cost ${formatMoney(BOOKING_TERMS.lateFeePerDayInr)} a day after ${BOOKING_TERMS.lateGraceDays === 1 ? 'one day' : `${BOOKING_TERMS.lateGraceDays} days`} of grace.`,
    ],
  };
}
