import { Infer, type } from 'superstruct';
import { ruleText } from '../../../validation/shapes';

/** The body of POST /api/customer/subscribe: the same email rule (and texts) as sign-up (spec point 5). */
export const SubscribeRequestShape = type({ email: ruleText('email') });
export type SubscribeRequest = Infer<typeof SubscribeRequestShape>;
