import { $membership } from '../../src/stores/membership-store';
import { $orders } from '../../src/stores/orders-store';
import { $plans } from '../../src/stores/plans-store';
import { routeStarter } from '../../src/routing/route-start';
import { $user } from '../../src/stores/session';
import { $freshUser } from '../../src/stores/user-store';
import { warm } from '../../src/stores/warm';

/**
 * The stores #/package-details reads when it first shows (packages.tsx), by status,
 * so the site can start them before this widget's code has arrived. Keep it in step
 * with packages.tsx: the site's browser test fails when a call is made twice.
 */
export const startPackagesData = routeStarter('package-details', () => {
  warm($plans);
  const status = $user.get()?.status.code;
  if (status === 'ACTIVE') warm($membership);
  else if (status && status !== 'DRAFT') {
    warm($freshUser);
    warm($orders);
  }
});
