import { listBookings } from '../../src/api/booking';
import { userMembership } from '../../src/api/membership';
import { countOrders, listOrders } from '../../src/api/order';
import { getUser } from '../../src/api/user';
import { hasAccount } from '../../src/routing/status-route';
import { $user } from '../../src/stores/session';

/** Orders shown at first and added by 'Show more orders'. */
export const ORDERS_PAGE = 10;

/**
 * The calls #/my-profile makes when it first shows (the cards of account.tsx), with
 * the same arguments, so the site can start them before this widget's code has
 * arrived (src/api/http.ts startEarly). Keep it in step with the cards: the site's
 * browser test fails when a call is made twice.
 */
export function startAccountData(): void {
  const user = $user.get();
  if (!user || !hasAccount(user.status.code)) return;
  void userMembership(user.id);
  void getUser(user.id);
  void listBookings({ userId: user.id, size: 20 });
  void listOrders({ userId: user.id, page: 0, size: ORDERS_PAGE });
  void countOrders({ userId: user.id });
}
