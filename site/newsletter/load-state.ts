import { useEffect, useState } from 'react';
import { errorText } from '../../src/api/api-error';

export type LoadState<T> = { kind: 'loading' } | { kind: 'error'; message: string; status: number } | { kind: 'ready'; value: T };

/**
 * Runs `load` when `key` changes or `retry()` is called; a stale answer (the key
 * changed meanwhile) is dropped. A silent failure (spec point 8) becomes `fallback`.
 */
export function useLoad<T>(load: () => Promise<T>, key: unknown, fallback: T): [LoadState<T>, () => void, (value: T) => void] {
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
        setState(message === null ? { kind: 'ready', value: fallback } : { kind: 'error', message, status });
      },
    );
    return () => {
      active = false;
    };
    // `load` is a fresh closure each render; `key` says when it means something new.
  }, [key, attempt]);
  return [state, () => setAttempt((n) => n + 1), (value: T) => setState({ kind: 'ready', value })];
}
