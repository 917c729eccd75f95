import { useRef, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { GENERIC_ERROR } from '../api/api-error';
import type { RunOptions, Write, WriteOptions, WriteOutcome, WriteState } from '../stores/write';
import type { WriteHandle } from './use-write';
import { onDemand } from './on-demand';

// The write layer itself (src/stores/write.ts), fetched at a screen's first write: a first screen that only
// writes once the visitor acts (a form, the heart) does not carry it on its first load.
const layer = onDemand(() => import('../stores/write').then((m) => m.createWrite));

// What a screen shows before its first write: nothing running, nothing failed.
const UNWRITTEN = atom<WriteState<never>>({ busy: false, error: null, fieldErrors: {}, result: undefined });

/** The layer, fetched now (tests, or a screen that knows a write is coming). */
export function loadWriteLayer(): Promise<void> {
  return layer.start().then(() => undefined);
}

/**
 * useWrite (./use-write.ts) for a first screen: the same state and actions, the write made at the first `run`
 * once the layer is in. Quick second presses meanwhile find the same write (and are skipped as it says); the
 * layer not coming (offline) is a failure in the usual words, tried again at the next `run`.
 */
export function useLaterWrite<R = unknown>(options?: WriteOptions<R>): WriteHandle<R> {
  const made = useRef<Promise<Write<R>> | null>(null);
  const [write, setWrite] = useState<Write<R> | null>(null);
  const [unreached, setUnreached] = useState(false);
  // Busy from the press on, while the layer is still on its way.
  const [starting, setStarting] = useState(false);
  const state: WriteState<R> = useStore(write?.$state ?? UNWRITTEN);

  async function run(work: () => Promise<R>, runOptions?: RunOptions): Promise<WriteOutcome<R>> {
    made.current ??= layer.start().then((createWrite) => createWrite<R>(options));
    made.current.catch(() => (made.current = null));
    let next: Write<R>;
    setStarting(true);
    try {
      next = await made.current;
    } catch {
      setUnreached(true);
      return { ok: false, error: GENERIC_ERROR, fieldErrors: {}, skipped: false };
    } finally {
      setStarting(false);
    }
    setUnreached(false);
    setWrite(next);
    return next.run(work, runOptions);
  }

  function clear() {
    setUnreached(false);
    write?.clear();
  }

  return { ...state, busy: state.busy || starting, error: state.error ?? (unreached ? GENERIC_ERROR : null), run, clear };
}
