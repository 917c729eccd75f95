import { listMemberships } from '../../src/api/membership';
import { listProducts } from '../../src/api/product';

export const HOME_BAG_COUNT = 4;

/** The home page's calls, here so site/pages/home-data.ts can start them before the page's code runs. */
export const loadBags = () => listProducts({ page: 0, size: HOME_BAG_COUNT });
export const loadPlans = () => listMemberships();
