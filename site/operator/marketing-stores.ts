import type { FetcherStore } from '../../src/stores/query';
import { partnersFunnel } from '../../src/api/marketing';
import type { PartnersFunnel } from '../../src/api/shapes/marketing';
import { createFetcherStore } from '../../src/stores/query';

const stores = new Map<string, FetcherStore<PartnersFunnel>>();

/** Partner pages per page of the Partners table; the server pages them, however many there are. */
export const PARTNERS_PAGE_SIZE = 100;

/** The Partners page's funnel for one period ("from/to" as in the address; either may be empty), one store per period. */
export function partnersStore(from: string, to: string, page = 0): FetcherStore<PartnersFunnel> {
  const key = `${from}/${to}/${page}`;
  let store = stores.get(key);
  if (!store) {
    store = createFetcherStore<PartnersFunnel>(['marketing/partners/', key], {
      fetcher: () => partnersFunnel({ from: from || undefined, to: to || undefined, page, size: PARTNERS_PAGE_SIZE }),
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
