import { useEffect, useState } from 'react';
import { LoadSection } from '../../src/ui/load-section';
import { $unread, markUnreadSeen } from '../../src/stores/unread-store';
import { useQuery } from '../../src/ui/use-query';
import { NotificationItem } from './notification-item';
import { $notifications, markAllRead, NO_NOTIFICATIONS, type NotificationList } from './notifications-store';
import { NOTIFICATIONS_SKELETON } from './notifications-skeleton';

/** A member's list: the data layer and its stores load with this file, after login. */
export function MemberNotifications({ userId }: { userId: number }) {
  // Spec point 8: a 200 that is not JSON is handled silently, as an empty list.
  const { state, retry } = useQuery($notifications, { fallback: NO_NOTIFICATIONS });
  return (
    <div className="list-wrap">
      <LoadSection state={state} retry={retry} what="your notifications" skeleton={NOTIFICATIONS_SKELETON}>
        {(list) => <NotificationsShown list={list} userId={userId} />}
      </LoadSection>
    </div>
  );
}

function NotificationsShown({ list, userId }: { list: NotificationList; userId: number }) {
  // What was unread when the list first showed; it stays marked while the server marks it read.
  const [unreadIds] = useState(() => new Set(list.items.filter((n) => !n.read).map((n) => n.id)));
  useEffect(() => {
    // The bell may count one this list (an older answer) shows as read or lacks: the server
    // must mark it too, or the dot comes back when the bell asks again.
    if (unreadIds.size > 0 || ($unread.get().data ?? 0) > 0) void markAllRead(userId);
    else markUnreadSeen();
  }, [unreadIds, userId]);

  if (list.items.length === 0) {
    return (
      <div className="state-box">
        <p className="state-box__title">No notifications yet</p>
        <p>When something happens with your application, bookings or membership, we will tell you here.</p>
      </div>
    );
  }
  const now = new Date();
  return (
    <>
      <p className="summary" role="status">
        {list.total === 1 ? '1 notification' : `${list.total} notifications`}
        {unreadIds.size > 0 ? `, ${unreadIds.size} new` : ''}
      </p>
      <ul className="list">
        {list.items.map((item) => (
          <NotificationItem key={item.id} item={item} unread={unreadIds.has(item.id)} now={now} />
        ))}
      </ul>
    </>
  );
}
