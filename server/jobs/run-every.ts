import { log } from '../log/logger';

export const HOUR = 60 * 60 * 1000;

/**
 * Runs `job` now and then every `everyMs`; returns a stop function that resolves once a
 * run in progress has finished. A failure is logged with `failed`, never fatal: the
 * database may be away, and the next run tries again. Jobs that several instances run
 * at once must claim their rows themselves (each job here does, in a transaction).
 */
export function runEvery(everyMs: number, job: () => Promise<void>, failed: string): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = job().catch((err: Error) => log.warn({ err: { message: err.message } }, failed));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref?.();
  return () => {
    clearInterval(timer);
    return running;
  };
}
