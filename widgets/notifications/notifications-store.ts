import { countNotifications, listNotifications, readNotifications, type Notification } from '../../src/api/communication';
import { createFetcherStore } from '../../src/stores/query';
import { invalidateNotifications, KEYS } from '../../src/stores/query-keys';
import { $userId } from '../../src/stores/session';
import { markUnreadSeen } from '../../src/stores/unread-store';

export interface NotificationList {
  /** Newest first, as the server sends them (not paged, spec point 9). */
  items: Notification[];
  total: number;
}

export const NO_NOTIFICATIONS: NotificationList = { items: [], total: 0 };

/** The member's notifications and how many there are. */
export const $notifications = createFetcherStore<NotificationList>([KEYS.notifications, $userId], {
  fetcher: async (_prefix, id) => {
    const [items, total] = await Promise.all([listNotifications(Number(id)), countNotifications(Number(id)).catch(() => null)]);
    return { items, total: Math.max(total ?? 0, items.length) };
  },
});

/**
 * The list is on screen, so everything in it is seen: the bell's dot goes at once,
 * the server marks them read, and the cached list says so too (coming back to the
 * screen does not show them as new again). If the server refuses, the bell and the
 * list are loaded again, so the dot comes back.
 */
export async function markAllRead(userId: number): Promise<void> {
  markUnreadSeen();
  try {
    await readNotifications(userId);
  } catch {
    if ($userId.get() === userId) invalidateNotifications();
    return;
  }
  const { data } = $notifications.get();
  if (data && $userId.get() === userId) $notifications.mutate({ ...data, items: data.items.map((n) => ({ ...n, read: true })) });
}
