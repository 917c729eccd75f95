/**
 * The membership plans and their limits (the spec leaves prices and durations
 * open; these are ours, documented in server/memberships/PLANS.md):
 *
 *   Classic    1 bag at a time, each rental up to  7 days   3 / 6 / 12 months: $149 / $279 / $499
 *   Signature  2 bags at a time, each rental up to 14 days   3 / 6 / 12 months: $249 / $469 / $849
 *   Couture    3 bags at a time, each rental up to 21 days   3 / 6 / 12 months: $399 / $749 / $1,349
 *
 * "At a time" counts bookings on the same day: a Classic member may book one
 * bag for next week and another for the week after, never both for one day.
 * Rental days count the start and the return day.
 */
export const PLANS = [
  {
    code: 'CLASSIC',
    name: 'Classic',
    description: 'One bag at a time, each rental up to 7 days.',
    bagsAtATime: 1,
    maxRentalDays: 7,
    slabs: [
      { months: 3, amount: 149 },
      { months: 6, amount: 279 },
      { months: 12, amount: 499 },
    ],
  },
  {
    code: 'SIGNATURE',
    name: 'Signature',
    description: 'Two bags at a time, each rental up to 14 days.',
    bagsAtATime: 2,
    maxRentalDays: 14,
    slabs: [
      { months: 3, amount: 249 },
      { months: 6, amount: 469 },
      { months: 12, amount: 849 },
    ],
  },
  {
    code: 'COUTURE',
    name: 'Couture',
    description: 'Three bags at a time, each rental up to 21 days.',
    bagsAtATime: 3,
    maxRentalDays: 21,
    slabs: [
      { months: 3, amount: 399 },
      { months: 6, amount: 749 },
      { months: 12, amount: 1349 },
    ],
  },
] as const;

export type PlanCode = (typeof PLANS)[number]['code'];
