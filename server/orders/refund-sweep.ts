import type { ServerContext } from '../context';
import { log } from '../log/logger';
import { sweepRefundAttempts } from './refund-attempts';

const TWO_MINUTES = 2 * 60_000;

/**
 * Runs the refund sweep (sweepRefundAttempts) every two minutes on every instance: they share the stuck
 * attempts by row locks, so each is settled once. Returns the stop function, which waits for a run in progress.
 */
export function scheduleRefundSweep(ctx: ServerContext, everyMs = TWO_MINUTES): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sweepRefundAttempts(ctx)
      .then((outcome) => {
        if (outcome.completed || outcome.released) (ctx.log ?? log).info(outcome, 'refund sweep settled stuck gateway refunds');
      })
      .catch((err: Error) => (ctx.log ?? log).warn({ err: { message: err.message } }, 'the refund sweep failed; the next run tries again'));
  };
  const timer = setInterval(run, everyMs);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
