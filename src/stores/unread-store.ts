import { unreadCount } from '../api/communication';
import { createFetcherStore, mutateCache } from './query';
import { KEYS } from './query-keys';
import { $userId } from './session';

/**
 * How many of the member's notifications are unread: the header's bell shows a dot
 * above 0 (spec point 2). Loaded on login and again whenever the tab comes back into
 * view (a notification may have arrived meanwhile); a failure leaves the bell quiet.
 * Whatever notifies the member refreshes it (invalidateNotifications in query-keys.ts).
 */
export const $unread = createFetcherStore<number>([KEYS.unread, $userId], {
  fetcher: (_prefix, id) => unreadCount(Number(id)),
  revalidateOnFocus: true,
});

/** The member has seen every notification (the list is on screen): the dot goes at once. */
export function markUnreadSeen(): void {
  mutateCache((key) => key.startsWith(KEYS.unread), 0);
}
