import { act } from './testing-library';

/**
 * Lets the page finish what is already queued: resolved promises, zero-delay timers
 * (nanostores' batched key stores use one) and Preact's effects. A few turns of the
 * event loop, never a wait on the wall clock.
 */
export async function settle(turns = 4): Promise<void> {
  for (let i = 0; i < turns; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}
