import { array, Infer, nullable, number, string, type } from 'superstruct';

// The back office's plans and prices (GET /api/operator/plans and the calls that change them).

/** One term of a plan: its price in rupees with GST included, and the GST inside it at the club's rate. */
export const PlanTermShape = type({
  membershipPlanSlabId: number(),
  months: number(),
  /** What a member pays, GST included. */
  amount: number(),
  taxable: number(),
  tax: number(),
});
export type PlanTerm = Infer<typeof PlanTermShape>;

export const OperatorPlanShape = type({
  membershipPlanId: number(),
  code: string(),
  name: string(),
  description: string(),
  bagsAtATime: number(),
  maxRentalDays: number(),
  /** When it stopped being offered; null while it is. */
  retiredAt: nullable(string()),
  /** Members whose membership on it has not ended. */
  members: number(),
  gstRatePercent: number(),
  terms: array(PlanTermShape),
});
export type OperatorPlan = Infer<typeof OperatorPlanShape>;
