import { useEffect } from 'react';
import { unreadCount } from '../../src/api/communication';
import { $user, $unreadCount } from '../../src/stores/session';

/**
 * Keeps $unreadCount current for the signed-in user: loaded on login and again
 * whenever the tab becomes visible (a notification may have arrived meanwhile).
 * Failures stay quiet: the bell simply keeps its last count, and a 401 is
 * already handled by the shared client.
 */
export function useUnreadCount(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    let active = true;

    const load = () => {
      unreadCount(userId).then(
        (count) => {
          // The user may have logged out (or switched) while the call was in flight.
          if (active && $user.get()?.id === userId) $unreadCount.set(count);
        },
        () => {},
      );
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') load();
    };

    load();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [userId]);
}
