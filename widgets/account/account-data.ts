import { routeStarter } from '../../src/routing/route-start';
import { hasAccount } from '../../src/routing/account-status';
import { bookingsStore } from '../../src/stores/bookings';
import { $user } from '../../src/stores/session';
import { warm } from '../../src/stores/warm';
import { $membership } from '../../src/stores/membership-store';
import { $orders } from '../../src/stores/orders-store';
import { $freshUser } from '../../src/stores/user-store';
import { $allowance } from '../../src/stores/my-account-store';
import { $pauseState } from '../../src/stores/pause-store';

/** The bookings the account shows (its most recent). */
export const RECENT_BOOKINGS = 20;

/** #/my-profile's cards' requests (their fetcher stores), started before this widget's code has arrived. */
export const startAccountData = routeStarter('my-profile', () => {
  const user = $user.get();
  if (!user || !hasAccount(user.status.code)) return;
  for (const store of [$membership, $freshUser, bookingsStore(RECENT_BOOKINGS), $orders, $allowance]) warm(store);
  // Only an ACTIVE member sees the pause card.
  if (user.status.code === 'ACTIVE') warm($pauseState);
});
