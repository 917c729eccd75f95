import { array, number } from 'superstruct';
import { request } from './http';
import { NotificationShape, type Notification } from './shapes/communication';
import type { NotificationsRequest } from './shapes/requests/communication';

export { NotificationShape, type Notification };

/** POST /api/communication/unread/count: body toUserId; data is a number. */
export function unreadCount(toUserId: number): Promise<number> {
  return request('POST', '/api/communication/unread/count', number(), { body: { toUserId } satisfies NotificationsRequest });
}

/** POST /api/communication/read-notification: body toUserId; marks all of them read. */
export function readNotifications(toUserId: number): Promise<unknown> {
  return request('POST', '/api/communication/read-notification', null, { body: { toUserId } satisfies NotificationsRequest });
}

/** POST /api/communication/list: newest first (not paged in the parts shown, spec point 9). */
export function listNotifications(toUserId: number): Promise<Notification[]> {
  return request('POST', '/api/communication/list', array(NotificationShape), { body: { toUserId } satisfies NotificationsRequest });
}

/** POST /api/communication/count. */
export function countNotifications(toUserId: number): Promise<number> {
  return request('POST', '/api/communication/count', number(), { body: { toUserId } satisfies NotificationsRequest });
}
