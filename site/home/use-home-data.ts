import { useEffect, useState } from 'react';
import type { FetcherStore } from '../../src/stores/query';
import { useQuery } from '../../src/ui/use-query';

export type HomeData<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

/**
 * A home page section's data. The home page sells the club even when a call fails:
 * a failed section simply disappears, so errors are not shown here. The first render
 * is the prerendered page's (its sections as skeletons, site/prerender.tsx), so the
 * site takes those elements over as they are; the data shows from the next one.
 */
export function useHomeData<T>($store: FetcherStore<T>): HomeData<T> {
  const { state } = useQuery($store);
  const [taken, setTaken] = useState(false);
  useEffect(() => setTaken(true), []);
  if (!taken || state.kind === 'loading') return { state: 'loading' };
  return state.kind === 'error' ? { state: 'failed' } : { state: 'ready', value: state.value };
}
