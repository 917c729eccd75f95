import type { ServerContext } from '../context';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { findStaffByUsername } from '../operators/operator-record';
import { countPartnerVisit, partnerFunnel } from './partner-funnel-record';
import { setRole } from './marketing-role-record';

export const ROLE_MARKETING = 'ROLE_MARKETING';

/** A flood of beacons for one partner page in one day counts no further than this. */
export const MAX_VISITS_PER_PARTNER_DAY = 100_000;

/** yyyy-mm-dd of `now` in India, the club's calendar. */
export const indianDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** The Partners page's funnel over `from`..`to` (both days included, already checked at the edge). */
export async function partnersFunnel(ctx: ServerContext, from: string, to: string, partnerId: string | undefined, page: { limit: number; offset: number }) {
  const { rows, total } = await partnerFunnel(ctx.db, from, to, partnerId, page);
  return { from, to, partners: rows, total };
}

/** One page view on a partner page (a widget's beacon, at most one a day per page and browser); false once the day's cap is reached. */
export async function countVisit(ctx: ServerContext, partnerId: string): Promise<boolean> {
  return countPartnerVisit(ctx.db, partnerId, indianDay(ctx.now()), MAX_VISITS_PER_PARTNER_DAY);
}

export interface MarketingRoleChange {
  userId: number;
  mobile: string;
  name: string;
  marketing: boolean;
  /** False when the user already had (or had not) the role. */
  changed: boolean;
}

/**
 * npm run admin -- grant-marketing / revoke-marketing <mobile>: a signed-up
 * user then reaches the marketing pages and nothing else of the back office.
 * Undefined when nobody has that mobile number.
 */
export async function changeMarketingRole(
  ctx: Pick<ServerContext, 'db' | 'now'>,
  actor: Actor,
  mobile: string,
  grant: boolean,
): Promise<MarketingRoleChange | undefined> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const user = await findStaffByUsername(tx, mobile, true);
    if (!user) return undefined;
    const name = `${user.first_name} ${user.last_name}`;
    if (user.roles.includes(ROLE_MARKETING) === grant) return { userId: user.id, mobile, name, marketing: grant, changed: false };
    const roles = await setRole(tx, user.id, ROLE_MARKETING, grant);
    await writeAudit(tx, actor, now, {
      action: grant ? 'marketing.grant' : 'marketing.revoke',
      subjectType: 'user',
      subjectId: user.id,
      summary: grant ? `Gave ${name} (${mobile}) the marketing role` : `Removed the marketing role from ${name} (${mobile})`,
      before: { roles: user.roles },
      after: { roles },
    });
    return { userId: user.id, mobile, name, marketing: grant, changed: true };
  });
}
