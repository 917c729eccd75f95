import type { Queryable } from '../db/database';

export interface EndingMembership {
  id: number;
  user_id: number;
  end_date: string;
  plan_name: string;
}

/**
 * Memberships whose last day is from `from` to `to` (YYYY-MM-DD, both included) and that
 * no later membership of the member follows (a renewal): the ones to tell about their end.
 * Holds and cancellations are left out: their members hear from the club in person.
 */
export async function listMembershipsEndingBetween(db: Queryable, from: string, to: string): Promise<EndingMembership[]> {
  const result = await db.query<EndingMembership>(
    `select m.id, m.user_id, m.end_date::text as end_date, p.name as plan_name
     from user_memberships m
     join membership_plan_slabs s on s.id = m.slab_id
     join membership_plans p on p.id = s.plan_id
     where m.status in ('ACTIVE', 'EXPIRED') and m.end_date between $1::date and $2::date
       and not exists (select 1 from user_memberships later where later.user_id = m.user_id and later.id <> m.id
                       and later.status = 'ACTIVE' and later.end_date > m.end_date)
     order by m.id`,
    [from, to],
  );
  return result.rows;
}
