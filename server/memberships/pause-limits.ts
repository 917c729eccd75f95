import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { invalidInput } from '../domain-error';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import type { PauseLimits, PauseLimitsRequest } from '../../src/api/shapes/pause-limits';
import { readClubSetting, writeClubSetting } from './club-settings-record';
import { DEFAULT_PAUSE_RULES, type PauseRules } from './pause-rules';

// The pause limits members pause by: the operators' values from the back office when they set
// some, the server's settings (TOTE_PAUSE_*) otherwise. Kept in the database, so every instance
// judges a pause by the same limits the moment they change.

const SETTING = 'pause-rules';

export const PAUSE_LIMIT_MESSAGES = {
  order: 'The shortest pause may not be longer than the longest.',
} as const;

const defaultsOf = (ctx: Pick<ServerContext, 'config'>): PauseRules => ctx.config.pauseRules ?? DEFAULT_PAUSE_RULES;

const rulesFrom = (value: Partial<PauseRules>, defaults: PauseRules): PauseRules => ({
  minWeeks: value.minWeeks ?? defaults.minWeeks,
  maxWeeks: value.maxWeeks ?? defaults.maxWeeks,
  perYear: value.perYear ?? defaults.perYear,
});

/** The limits a pause is judged by now (read in `db`, which may be the caller's transaction). */
export async function currentPauseRules(ctx: Pick<ServerContext, 'config'>, db: Queryable): Promise<PauseRules> {
  const set = await readClubSetting<Partial<PauseRules>>(db, SETTING);
  return set ? rulesFrom(set.value, defaultsOf(ctx)) : defaultsOf(ctx);
}

/** GET /api/operator/pause-limits. */
export async function pauseLimits(ctx: ServerContext): Promise<PauseLimits> {
  const set = await readClubSetting<Partial<PauseRules>>(ctx.db, SETTING);
  const defaults = defaultsOf(ctx);
  return {
    ...(set ? rulesFrom(set.value, defaults) : defaults),
    defaults,
    changedAt: set ? new Date(set.changed_at).toISOString() : null,
    changedBy: set?.changed_by ?? null,
  };
}

/** PUT /api/operator/pause-limits: new limits for every instance, audited with what they were. Pauses already taken stand. */
export async function setPauseLimits(ctx: ServerContext, actor: Actor, input: PauseLimitsRequest): Promise<PauseLimits> {
  if (input.minWeeks > input.maxWeeks) throw invalidInput(PAUSE_LIMIT_MESSAGES.order, { maxWeeks: PAUSE_LIMIT_MESSAGES.order });
  const now = ctx.now();
  const after: PauseRules = { minWeeks: input.minWeeks, maxWeeks: input.maxWeeks, perYear: input.perYear };
  await ctx.db.transaction(async (tx) => {
    const set = await readClubSetting<Partial<PauseRules>>(tx, SETTING, true);
    const before = set ? rulesFrom(set.value, defaultsOf(ctx)) : defaultsOf(ctx);
    await writeClubSetting(tx, SETTING, after, now, actor.name);
    await writeAudit(tx, actor, now, {
      action: 'settings.pause-limits',
      subjectType: 'settings',
      subjectId: null,
      summary: `Pause limits set to ${after.minWeeks}–${after.maxWeeks} weeks, ${after.perYear} a membership year (were ${before.minWeeks}–${before.maxWeeks} weeks, ${before.perYear} a year)`,
      before: { ...before },
      after: { ...after },
    });
  });
  return pauseLimits(ctx);
}
