import type { Database } from '../db/database';
import { addDays, isoDay, type IsoDate } from '../catalogue/iso-date';
import { PLANS } from '../memberships/plans';
import { findUserByUsername, insertUser } from '../users/user-record';

/** A second ACTIVE demo member, so a wait-list can be shown with two members (not in DEMO_USERS: that list is one per status). */
export const DEMO_SECOND_ACTIVE = {
  username: '9000000008',
  firstName: 'Nisha',
  lastName: 'Rao',
  email: 'nisha.rao@example.com',
  instagram: 'nisha.rao',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560034',
} as const;

/** Demo memberships: [username, plan, months, start (days from today), stored status]. */
const DEMO_MEMBERSHIPS: readonly [string, string, number, number, string][] = [
  ['9000000002', 'SIGNATURE', 6, -30, 'ACTIVE'],
  ['9000000008', 'CLASSIC', 12, -60, 'ACTIVE'],
  ['9000000006', 'CLASSIC', 3, -40, 'DEACTIVATED'],
  ['9000000007', 'CLASSIC', 3, -150, 'ACTIVE'],
];

/**
 * Plans and slabs (server/memberships/plans.ts), Nisha Rao, the demo
 * memberships, and two demo bookings: Nisha has a bag out now (so others can
 * wait-list it) and Asha a past, returned one. Idempotent: each part is
 * inserted only when missing.
 */
export async function seedMemberships(db: Database, today: IsoDate = isoDay(new Date())): Promise<void> {
  const existing = await db.query<{ n: number }>('select count(*)::int as n from membership_plans');
  if (existing.rows[0].n === 0) {
    await db.transaction(async (tx) => {
      for (const [order, plan] of PLANS.entries()) {
        const inserted = await tx.query<{ id: number }>(
          `insert into membership_plans (code, name, description, bags_at_a_time, max_rental_days, sort_order)
           values ($1, $2, $3, $4, $5, $6) on conflict (code) do nothing returning id`,
          [plan.code, plan.name, plan.description, plan.bagsAtATime, plan.maxRentalDays, order + 1],
        );
        const planId = inserted.rows[0]?.id;
        if (!planId) continue;
        for (const slab of plan.slabs) {
          await tx.query('insert into membership_plan_slabs (plan_id, months, amount) values ($1, $2, $3)', [planId, slab.months, slab.amount]);
        }
      }
    });
  }

  const nisha = DEMO_SECOND_ACTIVE;
  await insertUser(db, { ...nisha, phone: nisha.username, roles: ['ROLE_CUSTOMER'], statusCode: 'ACTIVE' });

  const usernames = DEMO_MEMBERSHIPS.map(([username]) => username);
  const users = await db.query<{ id: number; username: string; has: boolean }>(
    `select u.id, u.username, exists (select 1 from user_memberships m where m.user_id = u.id) as has
     from users u where u.username = any($1::text[])`,
    [usernames],
  );
  for (const [username, planCode, months, startOffset, status] of DEMO_MEMBERSHIPS) {
    const user = users.rows.find((u) => u.username === username);
    if (!user || user.has) continue;
    await db.query(
      `insert into user_memberships (user_id, slab_id, start_date, end_date, status)
       select $1, s.id, $2::date, ($2::date + make_interval(months => s.months) - interval '1 day')::date, $3
       from membership_plan_slabs s join membership_plans p on p.id = s.plan_id where p.code = $4 and s.months = $5`,
      [user.id, addDays(today, startOffset), status, planCode, months],
    );
  }

  await seedDemoBookings(db, today);
}

async function seedDemoBookings(db: Database, today: IsoDate): Promise<void> {
  const any = await db.query<{ n: number }>('select count(*)::int as n from bookings');
  if (any.rows[0].n > 0) return;
  const nisha = await findUserByUsername(db, DEMO_SECOND_ACTIVE.username);
  const asha = await findUserByUsername(db, '9000000002');
  // The second and third demo bags (a clutch and a hobo): the first bag stays free for a first booking.
  const bags = await db.query<{ id: number }>('select id from products order by id limit 3');
  if (!nisha || !asha || bags.rows.length < 3) return;
  const membership = async (userId: number) =>
    (await db.query<{ id: number }>('select id from user_memberships where user_id = $1 order by id desc limit 1', [userId])).rows[0]?.id ?? null;
  // As the back office would have left them (issue 13): Nisha's bag shipped and delivered, Asha's checked in.
  await db.query(
    `insert into bookings (product_id, user_id, user_membership_id, start_date, return_date, status, returned_on,
       wb_no, shipped_at, delivered_at, checked_in_at, return_condition) values
     ($1, $2, $3, $4, $5, 'BOOKED', null, '50000000008', ($4::date - 2) + time '09:00', ($4::date - 1) + time '15:00', null, null),
     ($6, $7, $8, $9, $10, 'RETURNED', $10, '50000000002', ($9::date - 2) + time '09:00', ($9::date - 1) + time '15:00', ($10::date) + time '11:00', 'GOOD')`,
    [bags.rows[1].id, nisha.id, await membership(nisha.id), addDays(today, -2), addDays(today, 4),
     bags.rows[2].id, asha.id, await membership(asha.id), addDays(today, -20), addDays(today, -14)],
  );
}
