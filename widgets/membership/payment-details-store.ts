import { paymentDetails } from '../../src/api/order';
import type { PaymentDetails } from '../../src/api/shapes/order';
import { createFetcherStore, type FetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';
import { $userId } from '../../src/stores/session';

const stores = new Map<number, FetcherStore<PaymentDetails>>();

/**
 * What the member pays for one slab (GET /api/order/payment-details/{id}): price, tax,
 * total, whether they may pay now, and the gateway. Per member, as the answer is theirs;
 * a payment invalidates it (invalidateMembership in query-keys.ts).
 */
export function paymentDetailsStore(slabId: number): FetcherStore<PaymentDetails> {
  let store = stores.get(slabId);
  if (!store) {
    store = createFetcherStore<PaymentDetails>([KEYS.paymentDetails, $userId, '/', slabId], {
      fetcher: (_prefix, _user, _sep, id) => paymentDetails(Number(id)),
    });
    stores.set(slabId, store);
  }
  return store;
}
