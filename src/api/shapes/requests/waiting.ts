import { Infer, type } from 'superstruct';
import { Id, OptionalId, pagingFields } from './parts';

/** The body of POST /api/waiting/save: the member and the bag they wait for. */
export const WaitingRequestShape = type({ productId: Id, userId: Id });
export type WaitingRequest = Infer<typeof WaitingRequestShape>;

/** The body of POST /api/waiting/list and /count: paging and the owner. */
export const WaitingListQueryShape = type({ ...pagingFields(100), userId: OptionalId });
export type WaitingListQuery = Infer<typeof WaitingListQueryShape>;
