import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';

// My Account's reads beyond the spec's calls: the use of the plan in a period, why an application waits.

export interface PeriodUse {
  with_you_now: number;
  upcoming: number;
  booked_this_period: number;
}

/**
 * The member's bookings of one membership period (`start`..`end`), as the plan counts them: out today
 * (started and not checked in, late ones included), still to start, and every booking made for the period
 * that was not cancelled.
 */
export async function periodUse(db: Queryable, userId: number, start: IsoDate, end: IsoDate, today: IsoDate): Promise<PeriodUse> {
  const result = await db.query<PeriodUse>(
    `select count(*) filter (where status = 'BOOKED' and start_date <= $4::date)::int as with_you_now,
            count(*) filter (where status = 'BOOKED' and start_date > $4::date)::int as upcoming,
            count(*) filter (where status <> 'CANCELLED' and start_date between $2::date and $3::date)::int as booked_this_period
     from bookings where user_id = $1`,
    [userId, start, end, today],
  );
  return result.rows[0];
}

/** The reason of the member's live application on hold, with when it was decided; undefined when none is on hold. */
export async function applicationHold(db: Queryable, userId: number): Promise<{ reason: string | null; decided_at: Date | string | null } | undefined> {
  const result = await db.query<{ reason: string | null; decided_at: Date | string | null }>(
    `select reason, decided_at from applications where user_id = $1 and decision = 'ONHOLD' order by decided_at desc nulls last, id desc limit 1`,
    [userId],
  );
  return result.rows[0];
}
