import { boolean, Infer, string, type } from 'superstruct';

/** POST /api/customer/subscribe: subscribed (again, when alreadySubscribed) and the text to show. */
export const SubscribeResultShape = type({ subscribed: boolean(), alreadySubscribed: boolean(), message: string() });
export type SubscribeResult = Infer<typeof SubscribeResultShape>;
