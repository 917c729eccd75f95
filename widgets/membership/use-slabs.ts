import { useEffect, useState } from 'react';
import { errorText } from '../../src/api/api-error';
import { listMemberships } from '../../src/api/membership';
import type { MembershipSlab } from '../../src/api/shapes/membership';
import { SLAB_QUERY } from './packages-data';

export type SlabsState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; slabs: MembershipSlab[] };

/** The plan slabs of POST /api/membership/list, with a retry. */
export function useSlabs(): [SlabsState, () => void] {
  const [state, setState] = useState<SlabsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    listMemberships(SLAB_QUERY)
      .then((slabs) => active && setState({ kind: 'ready', slabs }))
      .catch((err) => active && setState({ kind: 'error', message: errorText(err) ?? 'The plans could not be loaded.' }));
    return () => {
      active = false;
    };
  }, [attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
