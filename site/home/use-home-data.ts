import { useEffect, useState } from 'react';

export type HomeData<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

/**
 * One call for a home page section. The home page sells the club even when a
 * call fails: a failed section simply disappears, so errors are not shown here.
 */
export function useHomeData<T>(load: () => Promise<T>): HomeData<T> {
  const [data, setData] = useState<HomeData<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setData({ state: 'ready', value }),
      () => live && setData({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
    // The loaders are module-level functions: load once per visit.
  }, []);
  return data;
}
