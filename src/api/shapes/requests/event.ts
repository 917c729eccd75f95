import { Infer, type } from 'superstruct';
import { Id, pagingFields } from './parts';

/** The body of POST /api/event/list and /count: paging; other criteria are ignored. */
export const EventListQueryShape = type(pagingFields(50));
export type EventListQuery = Infer<typeof EventListQueryShape>;

/** The body of POST /api/event/register. */
export const EventRegistrationShape = type({ eventId: Id, userId: Id });
export type EventRegistration = Infer<typeof EventRegistrationShape>;
