import type { Queryable } from '../db/database';

// The member's details as the back office edits them, and the facts the hold's undo reads.

export interface MemberDetailsRow {
  first_name: string;
  last_name: string;
  email: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

/**
 * The details as the member's delivery reads them: the address of their latest application not declined
 * (where bags are shipped), else the profile's.
 */
export async function findMemberDetails(db: Queryable, userId: number, lock = false): Promise<MemberDetailsRow | undefined> {
  if (lock) await db.query('select id from users where id = $1 for no key update', [userId]);
  return (
    await db.query<MemberDetailsRow>(
      `select u.first_name, u.last_name, u.email, coalesce(a.address_line1, u.address_line1) as address_line1,
         coalesce(a.address_line2, u.address_line2) as address_line2, coalesce(a.city, u.city) as city,
         coalesce(a.state, u.state) as state, coalesce(a.zipcode, u.zipcode) as zipcode
       from users u left join lateral (select * from applications x where x.user_id = u.id and x.decision is distinct from 'DECLINED'
         order by x.submitted_at desc limit 1) a on true
       where u.id = $1`,
      [userId],
    )
  ).rows[0];
}

/** Writes the details to the profile and to the application the delivery address is read from. */
export async function updateMemberDetails(tx: Queryable, userId: number, d: MemberDetailsRow): Promise<void> {
  await tx.query(
    `update users set first_name = $2, last_name = $3, email = $4, address_line1 = $5, address_line2 = $6, city = $7, state = $8, zipcode = $9
     where id = $1`,
    [userId, d.first_name, d.last_name, d.email, d.address_line1, d.address_line2, d.city, d.state, d.zipcode],
  );
  await tx.query(
    `update applications set address_line1 = $2, address_line2 = $3, city = $4, state = $5, zipcode = $6
     where id = (select id from applications where user_id = $1 and decision is distinct from 'DECLINED' order by submitted_at desc limit 1)`,
    [userId, d.address_line1, d.address_line2, d.city, d.state, d.zipcode],
  );
}

/** When the member's membership was last put on hold, and which one (from the audit log, the one record of it). */
export async function lastHold(db: Queryable, userId: number): Promise<{ at: Date; membershipId: number } | undefined> {
  const row = (
    await db.query<{ at: Date | string; membership_id: number | null }>(
      `select at, (after->>'membershipId')::int as membership_id from audit_log
       where action = 'membership.hold' and subject_type = 'member' and subject_id = $1 order by id desc limit 1`,
      [String(userId)],
    )
  ).rows[0];
  return row && row.membership_id !== null ? { at: new Date(row.at), membershipId: row.membership_id } : undefined;
}
