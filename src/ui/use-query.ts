import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { FetcherStore } from '../stores/query';
import { ApiError, errorText } from '../api/api-error';

export type LoadState<T> = { kind: 'loading' } | { kind: 'error'; message: string; status: number } | { kind: 'ready'; value: T };

/** After a failure the spec keeps quiet about (a 200 that does not parse): a plain retry message, no detail. */
export const NOT_LOADED = 'Please try again.';

export interface QueryOptions<T> {
  /** What a failure the spec says to swallow (a 200 that does not parse, spec point 8) shows instead of an error. */
  fallback?: T;
  /** While a new answer loads (more pages, a refresh after a change), keep showing the last one. */
  keepPrevious?: boolean;
}

export interface Query<T> {
  state: LoadState<T>;
  /** Loads it again (the Retry button). */
  retry: () => void;
  /** A request is in flight, also while the previous answer is still shown. */
  loading: boolean;
}

/** A fetcher store (src/stores/query.ts) as the three states a screen shows. */
export function useQuery<T>($store: FetcherStore<T>, options: QueryOptions<T> = {}): Query<T> {
  const { data, error, loading } = useStore($store);
  const last = useRef<T | undefined>(undefined);
  const retry = () => $store.invalidate();
  if (data !== undefined) last.current = data;
  let state: LoadState<T>;
  if (error !== undefined && !loading) {
    const message = errorText(error);
    state =
      message === null && options.fallback !== undefined
        ? { kind: 'ready', value: options.fallback }
        : { kind: 'error', message: message ?? NOT_LOADED, status: error instanceof ApiError ? error.status : 0 };
  } else if (data !== undefined) {
    state = { kind: 'ready', value: data };
  } else if (options.keepPrevious && last.current !== undefined) {
    state = { kind: 'ready', value: last.current };
  } else {
    state = { kind: 'loading' };
  }
  return { state, retry, loading: loading === true };
}
