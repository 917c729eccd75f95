import { addDays, daysBetween, type IsoDate } from '../catalogue/iso-date';
import { conflict, DomainError, forbidden, invalidInput } from '../domain-error';
import type { UserMembershipRow } from '../memberships/membership-record';
import { maxReturnDate } from './booking-record';

export { maxReturnDate };

/** Refusals a member reads as they are (the booking page shows the message). */
export const BECOME_MEMBER = 'Booking bags is for active members. Become a member to book this bag: apply, then choose a membership package.';
export const WAITING_FOR_MEMBERS = 'The waiting list is for active members. Become a member to join it: apply, then choose a membership package.';
export const MEMBERSHIP_NOT_CURRENT = 'Your membership does not cover today. Renew your membership to book bags.';
export const MEMBERSHIP_ON_HOLD = 'Your membership is on hold, so new bookings are paused. Please get in touch with the club.';
export const BAG_TAKEN = 'Sorry, this bag is already booked for some of these dates. Choose other dates or join its waiting list.';
export const START_IN_PAST = 'The start date cannot be in the past.';
export const RETURN_BEFORE_START = 'The return date cannot be before the start date.';
export const RETURN_IN_PAST = 'The return date cannot be in the past.';

const LONG_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

/** 2026-06-03 → 3 June 2026, as members in India write it. */
export function longDate(day: IsoDate): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00.000Z`));
}

/** Rental days, the start and the return day both counted. */
export function rentalDays(startDate: IsoDate, returnDate: IsoDate): number {
  return daysBetween(startDate, returnDate) + 1;
}

export const tooLong = (plan: string, maxDays: number) => `Your ${plan} plan allows rentals of up to ${maxDays} days (the start and return days both count).`;
export const pastMembershipEnd = (end: IsoDate) => `Your membership ends on ${longDate(end)}: choose a return date on or before it.`;
export const tooManyBags = (plan: string, bags: number) =>
  `Your ${plan} plan allows ${bags} ${bags === 1 ? 'bag' : 'bags'} at a time, and you already have ${bags === 1 ? 'a bag' : `${bags} bags`} booked on some of these days.`;

/**
 * Why a member with `membership` may not book `startDate`..`returnDate`
 * today, as the DomainError to answer, or null when the plan and membership
 * allow it. Availability and bags-at-a-time are judged separately (they need
 * locks). `isNew` false skips the start-date check (an update keeps its start).
 */
export function judgeDates(startDate: IsoDate, returnDate: IsoDate, today: IsoDate, membership: UserMembershipRow, isNew = true): DomainError | null {
  if (isNew && startDate < today) return invalidInput(START_IN_PAST, { startDate: START_IN_PAST });
  if (returnDate < startDate) return invalidInput(RETURN_BEFORE_START, { returnDate: RETURN_BEFORE_START });
  if (!isNew && returnDate < today) return invalidInput(RETURN_IN_PAST, { returnDate: RETURN_IN_PAST });
  if (rentalDays(startDate, returnDate) > membership.max_rental_days) {
    const message = tooLong(membership.plan_name, membership.max_rental_days);
    return invalidInput(message, { returnDate: message });
  }
  if (returnDate > membership.end_date) {
    const message = pastMembershipEnd(membership.end_date);
    return invalidInput(message, { returnDate: message });
  }
  return null;
}

/** Who may book at all: an ACTIVE user with a membership covering today (`onHold`: an operator paused it). */
export function judgeMember(statusCode: string, membership: UserMembershipRow | undefined, onHold = false): DomainError | null {
  if (statusCode !== 'ACTIVE') return forbidden(BECOME_MEMBER);
  if (!membership) return forbidden(onHold ? MEMBERSHIP_ON_HOLD : MEMBERSHIP_NOT_CURRENT);
  return null;
}

/**
 * The most bookings of the member on any one day of `startDate`..`returnDate`,
 * given their other BOOKED bookings (ranges, both days included).
 */
export function busiestDay(others: readonly { startDate: IsoDate; returnDate: IsoDate }[], startDate: IsoDate, returnDate: IsoDate): number {
  let most = 0;
  for (let day = startDate; day <= returnDate; day = addDays(day, 1)) {
    const count = others.filter((b) => b.startDate <= day && day <= b.returnDate).length;
    if (count > most) most = count;
  }
  return most;
}

export function judgeBagsAtATime(membership: UserMembershipRow, busiest: number): DomainError | null {
  return busiest + 1 > membership.bags_at_a_time ? conflict(tooManyBags(membership.plan_name, membership.bags_at_a_time)) : null;
}
