import { array, Infer, nullable, optional, size, type } from 'superstruct';
import { Amount, intBetween, OptionalText } from './parts';

// The back office's plan requests; names, lengths and prices are judged by server/memberships/manage-plans.ts field by field.

/** A term's price: months and rupees with GST included. */
export const PlanTermRequestShape = type({ months: intBetween(-1000, 1000), amount: Amount });

/** POST /api/operator/plans: a new plan, its limits and its terms. */
export const PlanCreateRequestShape = type({
  name: OptionalText(1000),
  description: OptionalText(5000),
  bagsAtATime: optional(nullable(intBetween(-1000, 1000))),
  maxRentalDays: optional(nullable(intBetween(-1000, 1000))),
  terms: size(array(PlanTermRequestShape), 0, 20),
});
export type PlanCreateRequest = Infer<typeof PlanCreateRequestShape>;

/** PUT /api/operator/plans/{id}: its name, description and prices (a term not listed keeps its price; a new one is added). Its limits stay what members joined on. */
export const PlanEditRequestShape = type({
  name: OptionalText(1000),
  description: OptionalText(5000),
  terms: size(array(PlanTermRequestShape), 0, 20),
});
export type PlanEditRequest = Infer<typeof PlanEditRequestShape>;
