import type { FetcherStore } from '../../src/stores/query';
import { getBooking, getMemberDetails, getOrderRefunds } from '../../src/api/operator-operations';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';

// The data of the back office's everyday operations: a booking with what may be done with it, an order's
// refunds, a member's editable details; one store per id, made on first use.

function perId<T>(prefix: string, fetch: (id: number) => Promise<T>): (id: number) => FetcherStore<T> {
  const stores = new Map<number, FetcherStore<T>>();
  return (id) => {
    let store = stores.get(id);
    if (!store) stores.set(id, (store = createFetcherStore<T>([prefix, String(id)], { fetcher: (_prefix, value) => fetch(Number(value)) })));
    return store;
  };
}

export const bookingStore = perId('operator/booking/', getBooking);
export const refundsStore = perId('operator/refunds/', getOrderRefunds);
export const memberDetailsStore = perId('operator/details/', getMemberDetails);

/**
 * What an operation may change: anything the back office shows (a booking is on the member's page, the
 * fulfilment board, the audit log and the counts) and the member-facing bookings of the same page.
 */
export const OPERATION_CHANGES = (key: string): boolean => key.startsWith('operator/') || key.startsWith(KEYS.bookings) || key.startsWith(KEYS.product);
