import type { Database } from '../db/database';
import { pendingSubmittedBetween } from './submission-record';
import { AUTO_APPROVAL_ACTOR } from '../operators/actor';
import { decideApplication } from './decide-application';
import { log } from '../log/logger';

/**
 * TOTE_AUTO_APPROVE_SECONDS: in demo mode an application is approved this
 * long after it was submitted (default 20; 0 turns it off), so the journey can
 * be tried without an operator. Never in production: there an operator
 * decides (npm run admin -- approve <mobile>).
 */
export function autoApproveSeconds(env: NodeJS.ProcessEnv, demo: boolean): number {
  if (!demo) {
    if (Number(env.TOTE_AUTO_APPROVE_SECONDS ?? 0) > 0) log.warn('TOTE_AUTO_APPROVE_SECONDS is ignored in production.');
    return 0;
  }
  const raw = env.TOTE_AUTO_APPROVE_SECONDS;
  const seconds = raw === undefined || raw.trim() === '' ? 20 : Number(raw);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** Approves every PENDING application submitted at least `seconds` ago; returns the mobiles approved. */
export async function approveDueApplications(db: Database, seconds: number, now: Date = new Date()): Promise<string[]> {
  // Only applications of the last day: the demo club's own PENDING member (seeded days ago) keeps waiting for an operator.
  const due = await pendingSubmittedBetween(db, new Date(now.getTime() - 24 * 60 * 60 * 1000), new Date(now.getTime() - seconds * 1000));
  const approved: string[] = [];
  for (const username of due) {
    try {
      await decideApplication(db, username, 'APPROVED', AUTO_APPROVAL_ACTOR, { now });
      approved.push(username);
    } catch {
      // Decided meanwhile (an operator was quicker): nothing to do.
    }
  }
  return approved;
}

/**
 * A timer in the server, checking every few seconds; the check reads the
 * database, so applications submitted before a restart are approved too.
 * Returns the function that stops it.
 */
export function startAutoApproval(db: Database, seconds: number): () => Promise<void> {
  if (seconds <= 0) return async () => {};
  log.info(`demo: applications are approved automatically after ${seconds} s (TOTE_AUTO_APPROVE_SECONDS)`);
  let running: Promise<void> | null = null;
  const check = async () => {
    try {
      for (const mobile of await approveDueApplications(db, seconds)) log.info({ mobile }, 'demo: application approved automatically');
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, 'auto-approval failed; the next check tries again');
    } finally {
      running = null;
    }
  };
  const timer = setInterval(
    () => {
      running ??= check();
    },
    Math.min(5000, Math.max(500, (seconds * 1000) / 4)),
  );
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
