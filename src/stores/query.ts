import { batched, map, onStart, onStop, type MapStore, type ReadableAtom } from 'nanostores';
import { FRESH_MS, queryCache } from './query-cache';
import { shared } from './shared-registry';

/**
 * The one read cache: keyed fetcher stores with a shared cache, one request per key in flight, and
 * invalidation by key. Only what our stores use, so the first screen of a widget carries little code.
 * One instance per page, in the shared registry, so a booking made in one widget bundle refreshes the
 * lists of another. Failures are not retried behind the member's back: the screens offer Retry.
 */

type KeyPart = string | number | true;
/** A fixed key, or parts of which some are stores; a part that is null, undefined or false means "not ready": no request. */
export type KeyInput = KeyPart | Array<KeyPart | ReadableAtom<KeyPart | null | undefined | false>>;
/** A key, keys, or a test on keys. */
export type KeySelector = string | string[] | ((key: string) => boolean);

export interface FetcherValue<T = unknown, E = unknown> {
  data?: T;
  error?: E;
  loading: boolean;
}

export type FetcherStore<T = unknown, E = unknown> = MapStore<FetcherValue<T, E>> & {
  /** The key of the answer the store shows, once its parts are known. */
  key?: string;
  /** Forgets this key's answer and loads it again (Retry). */
  invalidate: () => void;
  /** Shows this answer for the key at once, without asking (see mutateCache). */
  mutate: (data?: T) => void;
};

export interface FetcherSettings<T> {
  fetcher: (...parts: KeyPart[]) => Promise<T>;
  /** Load again when the tab comes back into view (if the answer is no longer fresh). */
  revalidateOnFocus?: boolean;
  /** Load again this often (ms) while the store is watched. */
  revalidateInterval?: number;
}

interface CacheEntry {
  data?: unknown;
  error?: unknown;
  created: number;
}

/** A store being watched, with the key its parts make now. */
interface Mounted {
  store: FetcherStore<unknown>;
  fetcher: (...parts: KeyPart[]) => Promise<unknown>;
  parts?: readonly KeyPart[];
  onFocus?: boolean;
}

const LOADED = { loading: false } as const;

function matches(key: string, selector: KeySelector): boolean {
  return typeof selector === 'function' ? selector(key) : Array.isArray(selector) ? selector.includes(key) : key === selector;
}

/** The key's parts as they stand, or null while one is not ready; parts from stores follow them a tick later. */
function keyOf(input: KeyInput): ReadableAtom<KeyPart[] | null> {
  const parts = Array.isArray(input) ? input : [input];
  const stores = parts.filter((p): p is ReadableAtom<KeyPart | null | undefined | false> => typeof p === 'object');
  return batched(stores, (...values) => {
    let i = 0;
    const now = parts.map((p) => (typeof p === 'object' ? values[i++] : p));
    return now.some((p) => p === null || p === undefined || p === false) ? null : (now as KeyPart[]);
  });
}

function makeLayer() {
  const cache = queryCache as Map<string, CacheEntry>;
  const mounted = new Set<Mounted>();
  const running = new Map<string, Promise<unknown>>();
  /** Keys changed while their request ran: the answer on its way may predate the change. */
  const stale = new Set<string>();

  const show = (key: string, value: FetcherValue) => {
    for (const m of mounted) if (m.store.key === key) m.store.set(value);
  };

  async function load(m: Mounted): Promise<void> {
    const key = m.store.key;
    if (key === undefined || !m.parts) return;
    const kept = cache.get(key);
    // The value, not get(): this runs while the store starts, and get() on a store not yet listened to would stop it.
    const now = m.store.value;
    if (running.has(key)) {
      if (!now?.loading) m.store.set({ data: kept?.data, loading: true });
      return;
    }
    if (kept && Date.now() < kept.created + FRESH_MS) {
      if (!now || now.loading || now.data !== kept.data || now.error !== kept.error) m.store.set({ data: kept.data, error: kept.error, loading: false });
      return;
    }
    let promise: Promise<unknown>;
    try {
      promise = m.fetcher(...m.parts);
    } catch (error) {
      promise = Promise.reject(error);
    }
    running.set(key, promise);
    stale.delete(key);
    show(key, { data: kept?.data, loading: true });
    let entry: CacheEntry;
    try {
      entry = { data: await promise, created: Date.now() };
    } catch (error) {
      entry = { data: kept?.data, error, created: Date.now() };
    }
    running.delete(key);
    cache.set(key, entry);
    // A slower answer for a key a store has left behind fills the cache only.
    show(key, { data: entry.data, error: entry.error, loading: false });
    if (stale.delete(key)) revalidateKeys(key);
  }

  /** Loads keys again for every store showing them (cache entries already dropped or aged). */
  function reload(selector: KeySelector) {
    for (const key of running.keys()) if (matches(key, selector)) stale.add(key);
    for (const m of mounted) if (m.store.key !== undefined && matches(m.store.key, selector)) void load(m);
  }

  function forEachCached(selector: KeySelector, fn: (key: string) => void) {
    for (const key of [...cache.keys()]) if (matches(key, selector)) fn(key);
  }

  /** Forgets the answers under these keys; the stores showing them load again (showing nothing meanwhile). */
  function invalidateKeys(selector: KeySelector): void {
    forEachCached(selector, (key) => cache.delete(key));
    reload(selector);
  }

  /** Loads these keys again, showing the answers they have meanwhile. */
  function revalidateKeys(selector: KeySelector): void {
    forEachCached(selector, (key) => cache.set(key, { ...cache.get(key), created: -Infinity }));
    reload(selector);
  }

  /** Puts an answer in place without asking (undefined forgets it); the stores showing these keys show it at once. */
  function mutateCache(selector: KeySelector, data?: unknown): void {
    forEachCached(selector, (key) => (data === undefined ? cache.delete(key) : cache.set(key, { data, created: Date.now() })));
    for (const m of mounted) if (m.store.key !== undefined && matches(m.store.key, selector)) m.store.set({ data, loading: false });
  }

  if (typeof document !== 'undefined') {
    addEventListener('visibilitychange', () => {
      if (!document.hidden) for (const m of mounted) if (m.onFocus) void load(m);
    });
  }

  function createFetcherStore<T, E = unknown>(input: KeyInput, settings: FetcherSettings<T>): FetcherStore<T, E> {
    const store = map<FetcherValue<T, E>>({ ...LOADED }) as FetcherStore<T, E>;
    const m: Mounted = { store: store as FetcherStore<unknown>, fetcher: settings.fetcher, onFocus: settings.revalidateOnFocus };
    store.invalidate = () => {
      if (store.key !== undefined) invalidateKeys(store.key);
    };
    store.mutate = (data) => {
      if (store.key !== undefined) mutateCache(store.key, data);
    };
    let stop: (() => void) | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    onStart(store, () => {
      mounted.add(m);
      // A key store made afresh on each start: one kept from an earlier start could still hold the parts
      // of then (its batched update pending), and a store started again would first ask for a stale key.
      stop = keyOf(input).subscribe((parts) => {
        m.parts = parts ?? undefined;
        store.key = parts?.join('');
        if (parts) void load(m);
        else store.set({ ...LOADED });
      });
      if (settings.revalidateInterval) timer = setInterval(() => void load(m), settings.revalidateInterval);
    });
    onStop(store, () => {
      mounted.delete(m);
      stop?.();
      clearInterval(timer);
      store.set({ ...LOADED });
    });
    // A new listener hears at once what the store holds (a route starter relies on it when the answer is
    // already in), and every new reader (a screen mounting again) loads the key if its answer is no longer fresh.
    const listen = store.listen;
    store.listen = (listener) => {
      const off = listen(listener);
      listener(store.value!, undefined, undefined);
      void load(m);
      return off;
    };
    return store;
  }

  return { createFetcherStore, invalidateKeys, revalidateKeys, mutateCache };
}

export const { createFetcherStore, invalidateKeys, revalidateKeys, mutateCache } = shared('queryLayer', makeLayer);

export { FRESH_MS, forgetAllQueries } from './query-cache';
