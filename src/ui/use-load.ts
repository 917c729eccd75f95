import { useEffect, useState } from 'react';
import { errorText } from '../api/api-error';

export type LoadState<T> = { kind: 'loading' } | { kind: 'error'; message: string; status: number } | { kind: 'ready'; value: T };

const NOT_LOADED = 'This could not be loaded.';

/**
 * Data for one screen or section: loading, then ready or failed; `retry()` loads
 * it again, `set()` replaces what was loaded. Runs `load` when `key` changes; a
 * stale answer (the key changed meanwhile) is dropped. A failure the spec says to
 * swallow (a 200 that does not parse, spec point 8) becomes `fallback` when one is
 * given, else a plain "could not be loaded" with a Retry.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: unknown,
  fallback?: T,
): [LoadState<T>, () => void, (value: T) => void] {
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    load().then(
      (value) => active && setState({ kind: 'ready', value }),
      (err: unknown) => {
        if (!active) return;
        const message = errorText(err);
        const status = typeof (err as { status?: unknown })?.status === 'number' ? (err as { status: number }).status : 0;
        if (message === null && fallback !== undefined) setState({ kind: 'ready', value: fallback });
        else setState({ kind: 'error', message: message ?? NOT_LOADED, status });
      },
    );
    return () => {
      active = false;
    };
    // `load` is a fresh closure each render; `key` says when it means something new.
  }, [key, attempt]);
  return [state, () => setAttempt((n) => n + 1), (value: T) => setState({ kind: 'ready', value })];
}
