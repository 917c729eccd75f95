import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { countNotifications, listNotifications, readNotifications, type Notification } from '../../src/api/communication';
import { errorText } from '../../src/api/api-error';
import { openDialog } from '../../src/stores/dialog';
import { $unreadCount, $user } from '../../src/stores/session';
import { NotificationItem } from './notification-item';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; items: Notification[]; total: number; unreadIds: Set<number> };

/**
 * The member's notifications, newest first. Opening the screen marks them read:
 * the header's dot ($unreadCount) goes to 0 as soon as the list is shown, while
 * the items that were unread stay marked on this screen so the member sees what is new.
 */
export function Notifications() {
  const user = useStore($user);
  const userId = user?.id ?? null;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (userId === null) return;
    let active = true;
    setState({ kind: 'loading' });
    (async () => {
      try {
        const [items, total] = await Promise.all([listNotifications(userId), countNotifications(userId).catch(() => null)]);
        if (!active) return;
        const unreadIds = new Set(items.filter((n) => !n.read).map((n) => n.id));
        setState({ kind: 'ready', items, total: Math.max(total ?? 0, items.length), unreadIds });
        // Everything listed is now seen: the bell's dot goes at once, not after the next reload.
        $unreadCount.set(0);
        if (unreadIds.size === 0) return;
        readNotifications(userId).catch(() => {
          // Not marked on the server after all: the bell shows them again.
          if (active && $user.get()?.id === userId) $unreadCount.set(unreadIds.size);
        });
      } catch (err) {
        if (!active) return;
        const message = errorText(err);
        // Spec point 8: a 200 that is not JSON is handled silently, as an empty list.
        setState(message === null ? { kind: 'ready', items: [], total: 0, unreadIds: new Set() } : { kind: 'error', message });
      }
    })();
    return () => {
      active = false;
    };
  }, [userId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!user) {
    return (
      <div className="panel visitor">
        <p className="panel-title">Log in to see your notifications</p>
        <p className="panel-text">Booking confirmations, return reminders and news about your membership appear here.</p>
        <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
          Member's Login
        </button>
      </div>
    );
  }

  if (state.kind === 'loading') {
    return (
      <div className="list-wrap" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading notifications…
        </p>
        <ul className="list" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="item skeleton" data-testid="skeleton">
              <span className="marker" />
              <div className="item-body">
                <span className="bone bone-title" />
                <span className="bone bone-line" />
                <span className="bone bone-meta" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="panel error" role="alert">
        <p className="panel-title">We could not load your notifications</p>
        <p className="panel-text">{state.message}</p>
        <button type="button" className="button button-primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }

  if (state.items.length === 0) {
    return (
      <div className="panel empty">
        <p className="panel-title">No notifications yet</p>
        <p className="panel-text">When something happens with your application, bookings or membership, we will tell you here.</p>
      </div>
    );
  }

  const now = new Date();
  const fresh = state.unreadIds.size;
  return (
    <div className="list-wrap">
      <p className="summary" role="status">
        {state.total === 1 ? '1 notification' : `${state.total} notifications`}
        {fresh > 0 ? `, ${fresh} new` : ''}
      </p>
      <ul className="list">
        {state.items.map((item) => (
          <NotificationItem key={item.id} item={item} unread={state.unreadIds.has(item.id)} now={now} />
        ))}
      </ul>
    </div>
  );
}
