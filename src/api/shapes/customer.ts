import { boolean, Infer, nullable, optional, type } from 'superstruct';
import { optionalText, orNoFields } from './common';

/**
 * POST /api/customer/subscribe: subscribed (again, when alreadySubscribed) and the text to show. The spec
 * shows no answer, so every field is ours and optional: a 2xx with none of them is a subscription.
 */
export const SubscribeResultShape = orNoFields(
  type({ subscribed: optional(nullable(boolean())), alreadySubscribed: optional(nullable(boolean())), message: optionalText }),
);
export type SubscribeResult = Infer<typeof SubscribeResultShape>;
