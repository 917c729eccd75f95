import type { FetcherStore } from '../../src/stores/query';
import { getPackingSlip } from '../../src/api/operator';
import type { PackingSlip } from '../../src/api/shapes/packing-slip';
import { createFetcherStore } from '../../src/stores/query';

// Under the fulfilment board's key: shipping the booking (its waybill) loads the slip again.
const PREFIX = 'operator/fulfilment/packing-slip/';
const stores = new Map<number, FetcherStore<PackingSlip>>();

/** One booking's packing slip and return label, one store per booking for the page's life. */
export function packingSlipStore(bookingId: number): FetcherStore<PackingSlip> {
  let store = stores.get(bookingId);
  if (!store) {
    store = createFetcherStore<PackingSlip>([PREFIX, String(bookingId)], { fetcher: (_prefix, id) => getPackingSlip(Number(id)) });
    stores.set(bookingId, store);
  }
  return store;
}
