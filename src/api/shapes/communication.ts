import { boolean, Infer, nullable, number, string, type } from 'superstruct';

/** A notification of POST /api/communication/list, newest first. */
export const NotificationShape = type({
  id: number(),
  toUserId: number(),
  title: string(),
  message: string(),
  read: boolean(),
  createdAt: string(),
  /** A site route (e.g. /my-profile) the notification opens, or null. */
  link: nullable(string()),
});
export type Notification = Infer<typeof NotificationShape>;
