import type { WriteKeys } from '../../src/stores/write';
import { useWrite, type WriteHandle } from '../../src/ui/use-write';

/** An operator action: a write whose answer is the sentence saying what was done, announced where `Feedback` sits. */
export type Action = WriteHandle<string | null | void> & { done: string | null };

// The back office names every failure, also the ones a member's screens keep quiet about.
const FAILED = 'This did not work. Please try again.';

/** An operator action's state: busy while it runs (one at a time), then the server's refusal or what was done; `changes` load again after. */
export function useOperatorWrite(changes?: WriteKeys): Action {
  const write = useWrite<string | null | void>({ invalidates: changes, quietText: FAILED });
  return { ...write, done: typeof write.result === 'string' && write.result ? write.result : null };
}
