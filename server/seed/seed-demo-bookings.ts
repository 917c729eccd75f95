import { addDays, type IsoDate } from '../catalogue/iso-date';
import type { Database, Queryable } from '../db/database';
import { bagDelivered, bagReturned, bagShipped, bookingConfirmed, returnDue } from '../notifications/member-events';
import { bagOutForDelivery, returnPickedUp } from '../notifications/delivery-events';
import { findUserByUsername } from '../users/user-record';

/** Notifications dated to when their events happened, read (the member has seen them since); their SMS and e-mails in the outbox too. */
export async function dateNotifications(db: Queryable, userId: number, dates: Record<string, Date>): Promise<void> {
  for (const [title, when] of Object.entries(dates)) {
    await db.query('update notifications set created_at = $3, read = true where to_user_id = $1 and title = $2', [userId, title, when.toISOString()]);
    await db.query('update messages set created_at = $3 where user_id = $1 and subject = $2', [userId, title, when.toISOString()]);
  }
}

/**
 * Two demo bookings, as the back office would have left them: `out` has a bag out now (so others can wait-list it),
 * `returned` a past, returned one; with the notifications each member was sent along the way. Only into an empty table.
 */
export async function seedDemoBookings(db: Database, today: IsoDate, members: { out: string; returned: string }): Promise<void> {
  const any = await db.query<{ n: number }>('select count(*)::int as n from bookings');
  if (any.rows[0].n > 0) return;
  const nisha = await findUserByUsername(db, members.out);
  const asha = await findUserByUsername(db, members.returned);
  // The second and third demo bags (a clutch and a hobo): the first bag stays free for a first booking.
  const bags = await db.query<{ id: number }>('select id from products order by id limit 3');
  if (!nisha || !asha || bags.rows.length < 3) return;
  const membership = async (userId: number) =>
    (await db.query<{ id: number }>('select id from user_memberships where user_id = $1 order by id desc limit 1', [userId])).rows[0]?.id ?? null;
  // As the back office would have left them: Nisha's bag shipped and delivered, Asha's checked in.
  await db.query(
    `insert into bookings (product_id, user_id, user_membership_id, start_date, return_date, status, returned_on,
       wb_no, shipped_at, delivered_at, return_picked_up_at, checked_in_at, return_condition, return_note) values
     ($1, $2, $3, $4, $5, 'BOOKED', null, '50000000008', ($4::date - 2) + time '09:00', ($4::date - 1) + time '15:00', null, null, null, null),
     ($6, $7, $8, $9, $10, 'RETURNED', $10, '50000000002', ($9::date - 2) + time '09:00', ($9::date - 1) + time '15:00', ($10::date) + time '09:30',
      ($10::date) + time '11:00', 'GOOD', 'Cleaned and conditioned; corners and handles unmarked.')`,
    [
      bags.rows[1].id,
      nisha.id,
      await membership(nisha.id),
      addDays(today, -2),
      addDays(today, 4),
      bags.rows[2].id,
      asha.id,
      await membership(asha.id),
      addDays(today, -20),
      addDays(today, -14),
    ],
  );
  // What each member was told along the way, dated as it happened (and read since).
  const booked = await db.query<{ id: number; user_id: number; title: string; start: string; back: string; wb_no: string; returned: boolean }>(
    `select b.id, b.user_id, p.title, b.start_date::text as start, b.return_date::text as back, b.wb_no, b.status = 'RETURNED' as returned
     from bookings b join products p on p.id = b.product_id order by b.id`,
  );
  for (const b of booked.rows) {
    const key = `booking-${b.id}`;
    const at = (day: string, offset: number, time: string) => new Date(`${addDays(day as IsoDate, offset)}T${time}+05:30`);
    await bookingConfirmed(db, b.user_id, { bagTitle: b.title, startDate: `${b.start}T00:00:00Z`, endDate: `${b.back}T00:00:00Z` }, key);
    await bagShipped(db, b.user_id, { bagTitle: b.title, wbNo: b.wb_no, startDate: b.start }, key);
    await bagOutForDelivery(db, b.user_id, { bookingId: b.id, bagTitle: b.title });
    await bagDelivered(db, b.user_id, { bagTitle: b.title, returnDate: b.back }, key);
    const dates: Record<string, Date> = {
      'Booking confirmed': at(b.start, -5, '18:20:00'),
      [`${b.title} is on its way`]: at(b.start, -2, '09:00:00'),
      [`${b.title} arrives today`]: at(b.start, -1, '10:10:00'),
      [`${b.title} has arrived`]: at(b.start, -1, '15:00:00'),
    };
    if (b.returned) {
      await returnDue(db, b.user_id, { bagTitle: b.title, endDate: `${b.back}T00:00:00Z` }, `${key}-${b.back}`);
      dates['Return due tomorrow'] = at(b.back, -1, '10:00:00');
      await returnPickedUp(db, b.user_id, { bookingId: b.id, bagTitle: b.title, returnDate: b.back });
      await bagReturned(db, b.user_id, { bagTitle: b.title }, key);
      dates[`${b.title} is on its way back`] = at(b.back, 0, '09:30:00');
      dates[`${b.title} is back with us`] = at(b.back, 0, '11:00:00');
    }
    await dateNotifications(db, b.user_id, dates);
  }
}
