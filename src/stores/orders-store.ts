import { atom } from 'nanostores';
import { countOrders, getOrder, listOrders } from '../api/order';
import type { Order } from '../api/shapes/order';
import { createFetcherStore, type FetcherStore } from './query';
import { KEYS } from './query-keys';
import { $userId } from './session';

export const ORDERS_PAGE = 10;

/** How many orders the member has asked to see ('Show more orders' adds a page). */
export const $ordersShown = atom(ORDERS_PAGE);

export function showMoreOrders(): void {
  $ordersShown.set($ordersShown.get() + ORDERS_PAGE);
}

/** The member's first $ordersShown orders, newest first, and how many there are. */
export const $orders = createFetcherStore<{ orders: Order[]; count: number }>([KEYS.orders, $userId, '/', $ordersShown], {
  fetcher: async (_prefix, userId, _sep, shown) => {
    const [orders, count] = await Promise.all([
      listOrders({ userId: Number(userId), page: 0, size: Number(shown) }),
      countOrders({ userId: Number(userId) }).catch(() => null),
    ]);
    return { orders, count: Math.max(count ?? 0, orders.length) };
  },
});

const details = new Map<number, FetcherStore<Order>>();

/** One order in full (GET /api/order/{orderId}), loaded when its details are opened. */
export function orderStore(orderId: number): FetcherStore<Order> {
  let store = details.get(orderId);
  if (!store) {
    store = createFetcherStore<Order>(['order/', orderId], { fetcher: (_prefix, id) => getOrder(Number(id)) });
    details.set(orderId, store);
  }
  return store;
}
