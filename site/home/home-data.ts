import { listProducts } from '../../src/api/product-list';
import type { Product } from '../../src/api/shapes/product';
import { createFetcherStore } from '../../src/stores/query';
import { $plans } from '../../src/stores/plans-store';
import { KEYS } from '../../src/stores/query-keys';
import { routeStarter } from '../../src/routing/route-start';
import { warm } from '../../src/stores/warm';

export const HOME_BAG_COUNT = 4;

/** A few bags from the collection (POST /api/product/list); the plans are the shared $plans (src/stores/plans-store.ts). */
export const $homeBags = createFetcherStore<Product[]>([KEYS.products, 'home/', HOME_BAG_COUNT], {
  fetcher: (_prefix, _home, size) => listProducts({ page: 0, size: Number(size) }),
});

/** The home page's calls, started by the boot script before the site's code has run. */
export const startHomeData = routeStarter('home', () => {
  warm($homeBags);
  warm($plans);
});
