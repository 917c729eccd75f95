import { listPredefinedByType } from '../api/catalogue';
import type { Predefined } from '../api/shapes/catalogue';
import { createFetcherStore, type FetcherStore } from './query';
import { KEYS } from './query-keys';

const stores = new Map<string, FetcherStore<Predefined[]>>();

/** One predefined master list (POST /api/predefined/list-by-type), e.g. the bag conditions a bag drop offers. */
export function predefinedStore(type: string): FetcherStore<Predefined[]> {
  let store = stores.get(type);
  if (!store) {
    store = createFetcherStore<Predefined[]>([KEYS.predefined, type], { fetcher: (_prefix, listType) => listPredefinedByType(String(listType)) });
    stores.set(type, store);
  }
  return store;
}
