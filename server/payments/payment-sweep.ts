import type { ServerContext } from '../context';
import { log } from '../log/logger';
import { OPEN_ATTEMPT_SWEEP_AFTER_MS, settleOpenPayments } from './payment-service';

const FIVE_MINUTES = 5 * 60_000;

/**
 * With a hosted gateway (Razorpay), every few minutes: attempts still waiting
 * on its page are settled from its books (settleOpenPayments). Returns the
 * stop function, which waits for a run in progress.
 */
export function schedulePaymentSweep(ctx: ServerContext, everyMs = FIVE_MINUTES): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = settleOpenPayments(ctx, { waitedMs: OPEN_ATTEMPT_SWEEP_AFTER_MS }).catch((err: Error) =>
      (ctx.log ?? log).warn({ err: { message: err.message } }, 'settling open payments failed; the next run tries again'),
    );
  };
  const timer = setInterval(run, everyMs);
  timer.unref?.();
  return () => {
    clearInterval(timer);
    return running;
  };
}
