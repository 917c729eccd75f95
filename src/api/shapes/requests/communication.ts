import { Infer, type } from 'superstruct';
import { Id } from './parts';

/** The body of every POST /api/communication/… call: whose notifications (the caller's own). */
export const NotificationsRequestShape = type({ toUserId: Id });
export type NotificationsRequest = Infer<typeof NotificationsRequestShape>;
