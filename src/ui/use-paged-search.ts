import { useState, type FormEvent } from 'react';
import type { FetcherStore } from '../stores/query';
import { useQuery } from './use-query';

/**
 * A searchable, paged list: what the form holds (`draft`) becomes the query on
 * submit, back to the first page; `storeFor` gives the fetcher store of a query.
 */
export function usePagedSearch<Q extends Record<string, string>, T>(initial: Q, storeFor: (query: string) => FetcherStore<T>) {
  const [draft, setDraft] = useState<Q>(initial);
  const [query, setQuery] = useState<Q & { page: number }>({ ...initial, page: 0 });
  const { state, retry } = useQuery(storeFor(JSON.stringify(query)), { keepPrevious: true });
  return {
    draft,
    setDraft,
    state,
    retry,
    submit: (event: FormEvent) => {
      event.preventDefault();
      setQuery({ ...draft, page: 0 });
    },
    goTo: (page: number) => setQuery({ ...query, page }),
  };
}
