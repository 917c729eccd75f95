/**
 * The membership plans and their limits (the spec leaves prices and durations
 * open; these are ours, documented in server/memberships/PLANS.md):
 *
 *   Classic    1 bag at a time, each rental up to  7 days   3 / 6 / 12 months: ₹11,999 / ₹21,999 / ₹39,999
 *   Signature  2 bags at a time, each rental up to 14 days   3 / 6 / 12 months: ₹19,999 / ₹36,999 / ₹66,999
 *   Couture    3 bags at a time, each rental up to 21 days   3 / 6 / 12 months: ₹31,999 / ₹59,999 / ₹1,07,999
 *
 * Prices are in rupees and include GST (the order splits out the tax).
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
      { months: 3, amount: 11999 },
      { months: 6, amount: 21999 },
      { months: 12, amount: 39999 },
    ],
  },
  {
    code: 'SIGNATURE',
    name: 'Signature',
    description: 'Two bags at a time, each rental up to 14 days.',
    bagsAtATime: 2,
    maxRentalDays: 14,
    slabs: [
      { months: 3, amount: 19999 },
      { months: 6, amount: 36999 },
      { months: 12, amount: 66999 },
    ],
  },
  {
    code: 'COUTURE',
    name: 'Couture',
    description: 'Three bags at a time, each rental up to 21 days.',
    bagsAtATime: 3,
    maxRentalDays: 21,
    slabs: [
      { months: 3, amount: 31999 },
      { months: 6, amount: 59999 },
      { months: 12, amount: 107999 },
    ],
  },
] as const;

export type PlanCode = (typeof PLANS)[number]['code'];
