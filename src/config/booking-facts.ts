import { CLUB_FACTS } from './club-facts';

// More of the operator's facts, the ones only the bag page and the booking quote: kept
// beside club-facts.ts rather than in it, so they travel with the booking widget alone
// instead of growing the data layer every widget loads. Change them with the others.

/** How the club sources and checks its bags, as the bag page says it. */
export const AUTHENTICITY_STATEMENT =
  'Every bag is bought from the house itself or one of its authorised retailers, or, from a member’s bag drop, only once an independent authenticator has confirmed it. Before its first rental and at every check-in our team inspects its stitching, hardware, serial or date code and materials, and cleans and conditions it.';

/**
 * How a booking travels, as the booking summary, the confirmation and its calendar
 * file say it (the rental agreement's sections 3, 5 and 7 in a member's words).
 */
export const BOOKING_TERMS = {
  /** Days before the first day the courier collects the bag from us. */
  dispatchDaysBefore: 2,
  deliveryWindow: '10 am to 7 pm',
  pickupWindow: '10 am to 7 pm',
  /** Repairable damage costs the repair, at most this share of the retail value. */
  repairCapShare: 0.25,
  reportWithinHours: CLUB_FACTS.policy.reportWithinHours,
  lateFeePerDayInr: CLUB_FACTS.policy.lateFeePerDayInr,
  lateGraceDays: CLUB_FACTS.policy.lateGraceDays,
  supportPhone: CLUB_FACTS.support.phone,
} as const;
