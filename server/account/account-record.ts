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

/** The reason and time of the hold on the member's membership covering `today`; undefined when none covering it is on hold. */
export async function membershipHold(
  db: Queryable,
  userId: number,
  today: string,
): Promise<{ reason: string | null; held_at: Date | string | null } | undefined> {
  const result = await db.query<{ reason: string | null; held_at: Date | string | null }>(
    `select hold_reason as reason, held_at from user_memberships
     where user_id = $1 and status = 'ONHOLD' and $2::date between start_date and end_date order by held_at desc nulls last, id desc limit 1`,
    [userId, today],
  );
  return result.rows[0];
}

/** Holds the member's row to the end of `tx`: two edits of one member run one after the other. */
export async function lockMember(tx: Queryable, userId: number): Promise<boolean> {
  return (await tx.query('select id from users where id = $1 for no key update', [userId])).rows.length > 0;
}

export interface DetailsRecord {
  firstName: string;
  lastName: string;
  email: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipcode: string;
}

export async function updateMemberDetails(tx: Queryable, userId: number, d: DetailsRecord): Promise<void> {
  await tx.query(
    `update users set first_name = $2, last_name = $3, email = $4, address_line1 = $5, address_line2 = $6, city = $7, state = $8, zipcode = $9
     where id = $1`,
    [userId, d.firstName, d.lastName, d.email, d.addressLine1, d.addressLine2, d.city, d.state, d.zipcode],
  );
}

/** Whether another account logs in with `mobile`. */
export async function mobileHeldByOther(db: Queryable, mobile: string, userId: number): Promise<boolean> {
  return (await db.query('select 1 from users where username = $1 and id <> $2', [mobile, userId])).rows.length > 0;
}

/** The member logs in with `mobile` from now on (it is their username and their phone). */
export async function setMemberMobile(tx: Queryable, userId: number, mobile: string): Promise<void> {
  await tx.query('update users set username = $2, phone = $2 where id = $1', [userId, mobile]);
}
