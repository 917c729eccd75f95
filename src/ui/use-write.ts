import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createWrite, type Write, type WriteOptions, type WriteState } from '../stores/write';

export type WriteHandle<R> = WriteState<R> & Pick<Write<R>, 'run' | 'clear'>;

/** A write of this component's own (src/stores/write.ts), made once per mounted component, as its state and actions. */
export function useWrite<R = unknown>(options?: WriteOptions<R>): WriteHandle<R> {
  const [write] = useState(() => createWrite<R>(options));
  return useWriteState(write);
}

/** A write kept in a store (one the page shares), as its state and actions. */
export function useWriteState<R>(write: Write<R>): WriteHandle<R> {
  const state = useStore(write.$state);
  return { ...state, run: write.run, clear: write.clear };
}
