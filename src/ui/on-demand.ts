import { useEffect, useState } from 'react';

/**
 * A part of a widget whose code is fetched the first time it is needed (a member's half
 * behind a login gate, a dialog), once per page; a failed fetch is tried again next time.
 * The site, which bundles such a part with the route, hands it over with `provide` so
 * nothing waits for a second request.
 */
export interface OnDemand<T> {
  start(): Promise<T>;
  provide(value: T): void;
  current(): T | null;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    start() {
      if (value !== null) return Promise.resolve(value);
      loading ??= load().then((loaded) => (value = loaded));
      loading.catch(() => (loading = null));
      return loading;
    },
    provide(next) {
      value = next;
    },
    current: () => value,
  };
}

/** The part once its code is in (null until then), fetched when `needed` first turns true. */
export function useOnDemand<T>(part: OnDemand<T>, needed: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(() => part.current());
  useEffect(() => {
    if (!needed || loaded !== null) return undefined;
    let live = true;
    part.start().then(
      (value) => live && setLoaded(() => value),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [part, needed, loaded]);
  return loaded;
}
