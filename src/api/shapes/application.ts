import { Infer, type } from 'superstruct';
import { OrderShape } from './order';
import { UserShape } from './user';

/** POST /api/user/order/register: the member, now PENDING, and the order opened for the chosen slab. */
export const ApplicationSubmittedShape = type({ user: UserShape, order: OrderShape });
export type ApplicationSubmitted = Infer<typeof ApplicationSubmittedShape>;
