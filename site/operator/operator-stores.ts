import type { FetcherStore } from '../../src/stores/query';
import { listAttributes, listAttributeValues } from '../../src/api/catalogue';
import {
  getApplicant,
  getBagOffer,
  getFulfilment,
  listUpcomingFulfilment,
  getMember,
  getOperatorCounts,
  getProduct,
  listAllEvents,
  listAllNewsletters,
  listApplicationQueue,
  listAudit,
  listAwaitingPayments,
  listBagOffers,
  listDeletionRequests,
  listOperators,
  listOutbox,
  listProducts,
  searchMembers,
} from '../../src/api/operator';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';

// The back office's data on the site's one data layer: one fetcher
// store per thing shown, keyed so an action refreshes what it changed, here
// and in the member-facing stores of the same page (collection, bookings).

const OPS = {
  applications: 'operator/applications/',
  applicant: 'operator/applicant/',
  members: 'operator/members/',
  member: 'operator/member/',
  products: 'operator/products/',
  product: 'operator/product/',
  fulfilment: 'operator/fulfilment',
  upcoming: 'operator/fulfilment/upcoming/',
  bagOffers: 'operator/bag-offers/',
  bagOffer: 'operator/bag-offer/',
  newsletters: 'operator/newsletters',
  events: 'operator/events',
  audit: 'operator/audit/',
  deletionRequests: 'operator/deletion-requests',
  outbox: 'operator/outbox',
  payments: 'operator/payments',
  counts: 'operator/counts',
} as const;

/** One store per parameter (an id, a status, a search), made on first use and kept for the page's life. */
function perParameter<T>(prefix: string, fetch: (parameter: string) => Promise<T>): (parameter: string | number) => FetcherStore<T> {
  const stores = new Map<string, FetcherStore<T>>();
  return (parameter) => {
    const key = String(parameter);
    let store = stores.get(key);
    if (!store) {
      store = createFetcherStore<T>([prefix, key], { fetcher: (_prefix, value) => fetch(String(value)) });
      stores.set(key, store);
    }
    return store;
  };
}

export const applicationQueueStore = perParameter(OPS.applications, (query) => listApplicationQueue(JSON.parse(query)));
export const applicantStore = perParameter(OPS.applicant, (id) => getApplicant(Number(id)));
export const membersStore = perParameter(OPS.members, (query) => searchMembers(JSON.parse(query)));
export const memberStore = perParameter(OPS.member, (id) => getMember(Number(id)));
export const productsStore = perParameter(OPS.products, (query) => listProducts(JSON.parse(query)));
export const productStore = perParameter(OPS.product, (id) => getProduct(Number(id)));
export const bagOffersStore = perParameter(OPS.bagOffers, (query) => listBagOffers(JSON.parse(query)));
export const bagOfferStore = perParameter(OPS.bagOffer, (id) => getBagOffer(Number(id)));
export const upcomingStore = perParameter(OPS.upcoming, (range) => listUpcomingFulfilment(JSON.parse(range)));
export const auditStore = perParameter(OPS.audit, (query) => listAudit(JSON.parse(query)));

export const $outbox = createFetcherStore([OPS.outbox], { fetcher: listOutbox });
export const $operators = createFetcherStore(['operator/operators'], { fetcher: listOperators });
export const $deletionRequests = createFetcherStore([OPS.deletionRequests], { fetcher: listDeletionRequests });
// Its key starts with the board's, so every fulfilment action loads the page shown again.
export const fulfilmentStore = perParameter(`${OPS.fulfilment}/board/`, (paging) => getFulfilment(JSON.parse(paging)));
export const $awaitingPayments = createFetcherStore([OPS.payments], { fetcher: listAwaitingPayments });
export const newslettersStore = perParameter(`${OPS.newsletters}/`, (paging) => listAllNewsletters(JSON.parse(paging)));
export const eventsStore = perParameter(`${OPS.events}/`, (paging) => listAllEvents(JSON.parse(paging)));
// Live enough for a day's work: again every minute while the back office is open, and on coming back to its tab.
export const $operatorCounts = createFetcherStore([OPS.counts], { fetcher: getOperatorCounts, revalidateInterval: 60_000, revalidateOnFocus: true });

/** The values the collection's filters know, by attribute (BRAND, COLOUR…), offered while typing a bag's details. */
export const $attributeSuggestions = createFetcherStore<Record<string, string[]>>(['operator/suggestions'], {
  fetcher: async () => {
    const [attributes, values] = await Promise.all([listAttributes(), listAttributeValues()]);
    const byId = new Map(attributes.map((a) => [a.attributeId, a.name.toUpperCase()]));
    const out: Record<string, string[]> = {};
    for (const v of values) {
      const code = byId.get(v.attributeId);
      if (code) (out[code] ??= []).push(v.value);
    }
    return out;
  },
});

// Every action may change what waits, so the navigation's counts load again with the audit log.
const changed =
  (...prefixes: string[]) =>
  (key: string): boolean =>
    key.startsWith(OPS.audit) || key === OPS.counts || prefixes.some((p) => key.startsWith(p));

/** What each kind of operator action changes: the keys its write loads again, so every list that shows it is new. */
export const CHANGES = {
  decision: changed(OPS.applications, OPS.applicant, OPS.members, OPS.member),
  membership: changed(OPS.members, OPS.member),
  catalogue: changed(OPS.products, OPS.product, OPS.fulfilment, 'operator/suggestions', KEYS.products, KEYS.product),
  fulfilment: changed(OPS.fulfilment, OPS.member, OPS.products, OPS.product, KEYS.bookings, KEYS.product, KEYS.products),
  bagOffer: changed(OPS.bagOffers, OPS.bagOffer, OPS.products, 'operator/suggestions', KEYS.products),
  content: changed(OPS.newsletters, OPS.events, 'newsletters', 'events/'),
  erasure: changed(OPS.deletionRequests, OPS.members, OPS.member, OPS.applications, OPS.applicant, OPS.audit),
  payment: changed(OPS.payments, OPS.members, OPS.member),
  /** Ending a member's sessions changes no list but the audit log. */
  sessions: changed(),
};
