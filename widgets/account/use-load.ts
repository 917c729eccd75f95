import { useEffect, useState } from 'react';
import { errorText } from '../../src/api/api-error';

export type LoadState<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: T };

/** One section's data: loading, then ready or failed; retry() loads it again. Sections fail on their own. */
export function useLoad<T>(load: () => Promise<T>, key: unknown): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    load().then(
      (data) => active && setState({ kind: 'ready', data }),
      (err) => active && setState({ kind: 'error', message: errorText(err) ?? 'This could not be loaded.' }),
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
