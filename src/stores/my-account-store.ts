import { ApiError } from '../api/api-error';
import { cancelPlanChange, choosePlanChange, getAllowance, getEditableDetails, getHoldReason, getPlanChange } from '../api/my-account';
import { filterProducts } from '../api/product';
import type { Allowance, HoldReason, PlanChange } from '../api/shapes/my-account';
import type { Product } from '../api/shapes/product';
import type { User } from '../api/shapes/user';
import { computed } from 'nanostores';
import { $favourites } from './favourites';
import { createFetcherStore } from './query';
import { KEYS } from './query-keys';
import { $userId } from './session';
import { createWrite } from './write';

/**
 * An answer of a call beyond the spec, wrapped: a fetcher's bare null reads as "no answer yet", and
 * `served` false (a backend without the call) leaves the card out rather than show one that cannot load.
 */
export interface Served<T> {
  value: T;
  served: boolean;
}

async function served<T>(load: () => Promise<T>, fallback: T): Promise<Served<T>> {
  try {
    return { value: await load(), served: true };
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'absent') return { value: fallback, served: false };
    throw err;
  }
}

// Under the bookings' prefix: every booking, return and cancellation loads the allowance again (BOOKING_KEYS).
const ALLOWANCE = `${KEYS.bookings}allowance/`;
// Under the user's prefix: whatever reloads the member's status (a decision, Check again) reloads the reason too.
const HOLD = `${KEYS.user}hold/`;

/** What the member's plan allows this period, used and left (My Account). */
export const $allowance = createFetcherStore<Served<Allowance | null>>([ALLOWANCE, $userId], { fetcher: () => served(getAllowance, null) });

/** Why the member's application is on hold (My Account, the package screen). */
export const $holdReason = createFetcherStore<Served<HoldReason>>([HOLD, $userId], { fetcher: () => served(getHoldReason, null) });

// Under the user's prefix too: a saved edit or a new mobile number (USER_KEYS) loads the editor's member again.
const DETAILS = `${KEYS.user}details/`;

/** The member as the details editor starts from them; not served: a backend without the editor's calls. */
export const $editableDetails = createFetcherStore<Served<User | null>>([DETAILS, $userId], { fetcher: () => served(getEditableDetails, null) });

/** How many favourites My Account shows as cards; the collection's Favourites view has them all. */
export const FAVOURITES_SHOWN = 4;

// The newest favourites to show, as a key: a heart given or taken anywhere on the page loads them again.
const $shownIds = computed($favourites, ({ ids }) => (ids === null ? null : ids.length === 0 ? 'none' : ids.slice(0, FAVOURITES_SHOWN).join(',')));

/** The bags of the member's newest favourites, newest first: the collection's own list call, kept to those bags. */
export const $favouriteBags = createFetcherStore<Product[]>([`${KEYS.products}favourites/`, $shownIds], {
  fetcher: async (_prefix, key) => {
    if (key === 'none') return [];
    const shown = String(key).split(',').map(Number);
    const bags = await filterProducts({}, { productIds: [...shown].sort((a, b) => a - b), page: 0, size: shown.length });
    const byId = new Map(bags.map((bag) => [bag.productId, bag]));
    return shown.flatMap((id) => byId.get(id) ?? []);
  },
});

// Under the membership's prefix: a payment or renewal (MEMBERSHIP_KEYS) loads the pending change again.
const PLAN_CHANGE = `${KEYS.membership}plan-change/`;

/** The plan the member's membership renews on, when they chose another (My Account). */
export const $planChange = createFetcherStore<Served<PlanChange>>([PLAN_CHANGE, $userId], { fetcher: () => served(getPlanChange, null) });

export const planChangeWrite = createWrite({ invalidates: (key: string) => key.startsWith(PLAN_CHANGE) });

/** Renew on `slabId` (nothing is charged now); whether it was kept. */
export async function choosePlanAtRenewal(slabId: number): Promise<boolean> {
  return (await planChangeWrite.run(() => choosePlanChange({ membershipPlanSlabId: slabId }))).ok;
}

/** Keep the current plan after all; whether the change was cancelled. */
export async function keepCurrentPlan(): Promise<boolean> {
  return (await planChangeWrite.run(() => cancelPlanChange())).ok;
}
