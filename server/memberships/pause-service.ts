import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import type { PauseState } from '../../src/api/shapes/membership-pause';
import { addDays, type IsoDate, isoDay } from '../catalogue/iso-date';
import { conflict, invalidInput, notFound } from '../domain-error';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { pauseEnded, pauseStarted } from '../notifications/pause-notices';
import { lockMemberNames } from '../users/user-record';
import { findCurrentMembership, type UserMembershipRow } from './membership-record';
import type { PauseRules } from './pause-rules';
import { currentPauseRules } from './pause-limits';
import { countPausesSince, endPauseEarly, findRunningPause, firstBookingBefore, hasBagOut, insertPause, listPauses, pauseJson } from './pause-record';
import { membershipYear, numericDay } from './pause-dates';

export const PAUSE_MESSAGES = {
  notActive: 'Pausing is for members with an active membership.',
  noMember: 'No such member.',
  bagOut: 'You can pause once the bag you have is back with us: a membership pauses with no bag out.',
  notPaused: 'Your membership is not paused.',
  memberNotPaused: 'This member’s membership is not paused.',
  off: 'Pausing a membership is not offered at the moment.',
} as const;

export const pauseWeeks = (r: PauseRules) => `Choose a pause of ${r.minWeeks} to ${r.maxWeeks} whole weeks.`;
export const alreadyPaused = (until: IsoDate) => `Your membership is already paused: it runs again from ${numericDay(until)}.`;
export const bookingInPause = (title: string, start: IsoDate) =>
  `Your booking of ${title} starts on ${numericDay(start)}, within the weeks you would pause. Choose a shorter pause, or change that booking first.`;
export const pausesUsed = (perYear: number, again: IsoDate) =>
  `You have used your ${perYear === 1 ? 'pause' : `${perYear} pauses`} for this membership year. You can pause again from ${numericDay(again)}.`;
export const pausedNoBooking = (until: IsoDate) =>
  `Your membership is paused, so bookings are paused too. It runs again from ${numericDay(until)}; you can resume it sooner in My Account.`;

const EXCLUSION_VIOLATION = '23P01';

// The operators' limits from the back office, or the server's settings (pause-limits.ts).
const rulesOf = (ctx: ServerContext): Promise<PauseRules> => currentPauseRules(ctx, ctx.db);

/** Why the member may not pause `weeks` from today (null when they may), their membership row locked by the caller. */
async function pauseRefusal(db: Queryable, rules: PauseRules, userId: number, m: UserMembershipRow, today: IsoDate, weeks: number) {
  if (rules.perYear === 0) return conflict(PAUSE_MESSAGES.off);
  const running = await findRunningPause(db, userId, today);
  if (running) return conflict(alreadyPaused(running.ends_on));
  if (await hasBagOut(db, userId)) return conflict(PAUSE_MESSAGES.bagOut);
  const year = membershipYear(m.start_date, today);
  if ((await countPausesSince(db, m.id, year.from)) >= rules.perYear) return conflict(pausesUsed(rules.perYear, addDays(year.to, 1)));
  const clash = await firstBookingBefore(db, userId, addDays(today, weeks * 7));
  if (clash) return conflict(bookingInPause(clash.title, clash.start_date));
  return null;
}

/** GET /api/membership/pause: the running pause, whether a new one may start, the limits and the member's pauses. */
export async function pauseState(ctx: ServerContext, userId: number, status: string): Promise<PauseState> {
  const rules = await rulesOf(ctx);
  const today = isoDay(ctx.now());
  const membership = status === 'ACTIVE' ? await findCurrentMembership(ctx.db, userId, today) : undefined;
  const pauses = await listPauses(ctx.db, userId);
  const running = pauses.find((p) => p.starts_on <= today && p.ends_on > today);
  const year = membership ? membershipYear(membership.start_date, today) : undefined;
  const used = membership && year ? await countPausesSince(ctx.db, membership.id, year.from) : 0;
  const refusal = membership ? await pauseRefusal(ctx.db, rules, userId, membership, today, rules.minWeeks) : conflict(PAUSE_MESSAGES.notActive);
  return {
    current: running ? pauseJson(running, today) : null,
    canPause: refusal === null,
    reason: refusal?.message ?? null,
    ...rules,
    usedThisYear: used,
    yearEnds: year?.to ?? null,
    membershipEnds: membership?.end_date ?? null,
    pauses: pauses.map((p) => pauseJson(p, today)),
  };
}

/**
 * POST /api/membership/pause: pauses the caller's membership from today for `weeks` whole weeks and
 * moves its end date by as much. One member's pauses are judged one at a time (their row is locked);
 * the exclusion constraint is the last word when two requests race.
 */
export async function pauseMembership(ctx: ServerContext, userId: number, weeks: number): Promise<void> {
  const rules = await rulesOf(ctx);
  const today = isoDay(ctx.now());
  if (weeks < rules.minWeeks || weeks > rules.maxWeeks) throw invalidInput(pauseWeeks(rules), { weeks: pauseWeeks(rules) });
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await lockMemberNames(tx, userId);
      const membership = user?.status_code === 'ACTIVE' ? await findCurrentMembership(tx, userId, today) : undefined;
      if (!membership) throw conflict(PAUSE_MESSAGES.notActive);
      const refusal = await pauseRefusal(tx, rules, userId, membership, today, weeks);
      if (refusal) throw refusal;
      const pause = await insertPause(tx, { membershipId: membership.id, userId, startsOn: today, weeks });
      await pauseStarted(tx, userId, { pauseId: pause.id, until: pause.ends_on, membershipEnds: addDays(membership.end_date, weeks * 7) });
    });
  } catch (error) {
    if ((error as { code?: string })?.code === EXCLUSION_VIOLATION) throw conflict(alreadyPaused(addDays(today, weeks * 7)));
    throw error;
  }
}

/** Ends the member's running pause today; the end date moves back by the days not used. Returns the member's name. */
async function endRunningPause(tx: Queryable, userId: number, today: IsoDate, by: 'MEMBER' | 'OPERATOR') {
  const user = await lockMemberNames(tx, userId);
  if (!user) throw notFound(PAUSE_MESSAGES.noMember);
  const pause = await findRunningPause(tx, userId, today, true);
  if (!pause) throw conflict(by === 'MEMBER' ? PAUSE_MESSAGES.notPaused : PAUSE_MESSAGES.memberNotPaused);
  const membershipEnds = await endPauseEarly(tx, pause, today, by);
  await pauseEnded(tx, userId, { pauseId: pause.id, membershipEnds, byClub: by === 'OPERATOR' });
  return { user, pause, membershipEnds };
}

/** POST /api/membership/resume: the caller's membership runs again from today. */
export async function resumeMembership(ctx: ServerContext, userId: number): Promise<void> {
  const today = isoDay(ctx.now());
  await ctx.db.transaction((tx) => endRunningPause(tx, userId, today, 'MEMBER'));
}

/** An operator ends a member's running pause (their page in the back office), with an audit row. */
export async function endPauseForMember(ctx: ServerContext, actor: Actor, userId: number): Promise<void> {
  const now = ctx.now();
  const today = isoDay(now);
  await ctx.db.transaction(async (tx) => {
    const { user, pause, membershipEnds } = await endRunningPause(tx, userId, today, 'OPERATOR');
    await writeAudit(tx, actor, now, {
      action: 'membership.pause-end',
      subjectType: 'member',
      subjectId: userId,
      summary: `Ended the pause of ${user.first_name} ${user.last_name}'s membership on ${numericDay(today)} (planned until ${numericDay(pause.ends_on)})`,
      before: { pauseId: pause.id, endsOn: pause.ends_on },
      after: { pauseId: pause.id, endsOn: today, membershipEnds },
    });
  });
}

/** Why a booking (or an extension) is refused while the membership is paused (a 409: its words reach the member as they are); null when it is not. */
export async function pausedRefusal(db: Queryable, userId: number, today: IsoDate) {
  const running = await findRunningPause(db, userId, today);
  return running ? conflict(pausedNoBooking(running.ends_on)) : null;
}
