import { boolean, Infer, nullable, number, optional, string, type } from 'superstruct';

/** A notification of POST /api/communication/list, newest first. */
export const NotificationShape = type({
  id: optional(number()),
  toUserId: optional(number()),
  title: optional(string()),
  message: optional(string()),
  read: optional(boolean()),
  createdAt: optional(string()),
  /** A site route (e.g. /my-profile) the notification opens, or null. */
  link: optional(nullable(string())),
});
export type Notification = Infer<typeof NotificationShape>;
