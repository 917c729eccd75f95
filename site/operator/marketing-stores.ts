import type { FetcherStore } from '@nanostores/query';
import { partnersFunnel } from '../../src/api/marketing';
import type { PartnersFunnel } from '../../src/api/shapes/marketing';
import { createFetcherStore } from '../../src/stores/query';

const stores = new Map<string, FetcherStore<PartnersFunnel>>();

/** The Partners page's funnel for one period ("from/to" as in the address; either may be empty), one store per period. */
export function partnersStore(from: string, to: string): FetcherStore<PartnersFunnel> {
  const key = `${from}/${to}`;
  let store = stores.get(key);
  if (!store) {
    store = createFetcherStore<PartnersFunnel>(['marketing/partners/', key], {
      fetcher: () => partnersFunnel({ from: from || undefined, to: to || undefined }),
    });
    stores.set(key, store);
  }
  return store;
}

/** `part / whole` as a percentage with one decimal ("—" when there is nothing to divide by). */
export function conversion(part: number, whole: number): string {
  if (whole <= 0) return '—';
  return `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format((part / whole) * 100)}%`;
}
