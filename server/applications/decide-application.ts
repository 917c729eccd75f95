import type { Database, Queryable } from '../db/database';
import { conflict, notFound } from '../http/respond';
import { applicationApproved } from '../notifications/member-events';
import { notify } from '../notifications/notify';

export type Decision = 'APPROVED' | 'ONHOLD';

export interface PendingApplication {
  userId: number;
  mobile: string;
  name: string;
  status: string;
  plan: string | null;
  submittedAt: string | null;
}

/**
 * An operator's (or the demo timer's) decision on an application: PENDING or
 * ONHOLD -> APPROVED (the member is told and may pay), PENDING -> ONHOLD.
 * `mobile` is the 10-digit username. Refusals are HttpErrors (404, 409) so the
 * operator endpoint and the command print the same text.
 */
export async function decideApplication(db: Database, mobile: string, decision: Decision, by: 'operator' | 'auto') {
  return db.transaction(async (tx) => {
    const user = (await tx.query<{ id: number; status_code: string; first_name: string; last_name: string }>(
      'select id, status_code, first_name, last_name from users where username = $1 for update',
      [mobile],
    )).rows[0];
    if (!user) throw notFound(`No member with mobile number ${mobile}.`);
    const from = decision === 'APPROVED' ? ['PENDING', 'ONHOLD'] : ['PENDING'];
    if (!from.includes(user.status_code)) {
      throw conflict(`${user.first_name} ${user.last_name} (${mobile}) is ${user.status_code}, not ${from.join(' or ')}: nothing to ${decision === 'APPROVED' ? 'approve' : 'put on hold'}.`);
    }
    await tx.query('update users set status_code = $2 where id = $1', [user.id, decision]);
    await tx.query('update applications set decided_at = now(), decided_by = $2, decision = $3 where user_id = $1', [user.id, by, decision]);
    if (decision === 'APPROVED') await applicationApproved(tx, user.id);
    else await notify(tx, user.id, 'Application on hold', 'We need a little more time to review your application. We will be in touch soon.', '/package-details');
    return { userId: user.id, mobile, name: `${user.first_name} ${user.last_name}`, status: decision };
  });
}

/** Applications waiting for a decision, oldest first. */
export async function listPendingApplications(db: Queryable): Promise<PendingApplication[]> {
  const rows = await db.query<{ id: number; username: string; first_name: string; last_name: string; status_code: string; plan: string | null; submitted_at: Date | string | null }>(
    `select u.id, u.username, u.first_name, u.last_name, u.status_code,
       p.name || ' (' || s.months || ' months)' as plan, a.submitted_at
     from users u left join applications a on a.user_id = u.id
       left join membership_plan_slabs s on s.id = a.slab_id left join membership_plans p on p.id = s.plan_id
     where u.status_code in ('PENDING', 'ONHOLD') order by a.submitted_at nulls first, u.id`,
  );
  return rows.rows.map((r) => ({
    userId: r.id,
    mobile: r.username,
    name: `${r.first_name} ${r.last_name}`,
    status: r.status_code,
    plan: r.plan,
    submittedAt: r.submitted_at === null ? null : new Date(r.submitted_at).toISOString(),
  }));
}
