import { decideApplication } from '../applications/decide-application';
import type { Actor } from '../operators/actor';
import { storeDemoDocuments } from './demo-documents';
import { addDays, isoDay, type IsoDate } from '../catalogue/iso-date';
import { testConfig } from '../config';
import type { ServerContext } from '../context';
import type { Database, Queryable } from '../db/database';
import { applicationReceived } from '../notifications/member-events';
import { lockUserStatus, saveOpenOrder } from '../orders/order-service';
import { DemoPaymentGateway } from '../payments/demo-payment-gateway';
import { payNow } from '../payments/payment-service';
import { findUserByUsername, insertUser } from '../users/user-record';
import { dateNotifications, seedDemoBookings } from './seed-demo-bookings';
import { seedPlans } from './seed-plans';

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

/**
 * How each demo member got where they are, replayed through the app's own
 * services (application, operator decision, order, payment through the demo
 * gateway, activation), so their order, payment, invoice, membership and
 * notifications agree as if they had used the site:
 * [username, plan, months, day the membership started (from today), how it ended].
 */
const PAID: readonly [string, string, number, number, ('DEACTIVE' | 'EXPIRE')?][] = [
  ['9000000002', 'SIGNATURE', 6, -30],
  ['9000000008', 'CLASSIC', 12, -60],
  // Ended in the past: Meera's membership was deactivated, Arjun's ran out.
  ['9000000006', 'CLASSIC', 3, -150, 'DEACTIVE'],
  ['9000000007', 'CLASSIC', 3, -200, 'EXPIRE'],
];

/** Applied and waiting (PENDING), held (ONHOLD) or approved and yet to pay (APPROVED): [username, plan, months, days ago]. */
const APPLIED: readonly [string, string, number, number, 'PENDING' | 'ONHOLD' | 'APPROVED'][] = [
  ['9000000003', 'CLASSIC', 3, 6, 'ONHOLD'],
  ['9000000004', 'SIGNATURE', 6, 2, 'PENDING'],
  ['9000000005', 'COUTURE', 3, 3, 'APPROVED'],
];

/** Who decided the demo club's applications, in its audit log. */
const DEMO_TEAM: Actor = { userId: null, name: 'Tote team (demo data)' };

const DAY_MS = 24 * 60 * 60 * 1000;
/** 10:30 UTC (16:00 in India) on `day`: when the seeded member did it. */
const at = (day: IsoDate) => new Date(`${day}T10:30:00.000Z`);

async function slabOf(db: Queryable, plan: string, months: number): Promise<number> {
  const row = await db.query<{ id: number }>(
    'select s.id from membership_plan_slabs s join membership_plans p on p.id = s.plan_id where p.code = $1 and s.months = $2',
    [plan, months],
  );
  if (!row.rows[0]) throw new Error(`No ${plan} slab of ${months} months to seed`);
  return row.rows[0].id;
}

/** The application form as submitted on `when` (Aadhaar verified by OTP that day, its documents uploaded), with its open order and notification. */
async function apply(db: Database, userId: number, slabId: number, when: Date): Promise<number> {
  const holder = (await db.query<{ name: string }>("select first_name || ' ' || last_name as name from users where id = $1", [userId])).rows[0].name;
  const masked = `XXXX XXXX ${String(1000 + userId).slice(-4)}`;
  // Stored before the transaction, as the form's uploads are: the embedded database takes one transaction at a time.
  const documents = await storeDemoDocuments(db, userId, holder, masked);
  return db.transaction(async (tx) => {
    const status = await lockUserStatus(tx, userId);
    const user = (await tx.query<{ city: string; state: string; zipcode: string }>('select city, state, zipcode from users where id = $1', [userId])).rows[0];
    // The street goes on the user too, as submitting the form does (My Account shows it).
    const street = `Flat ${10 + (userId % 80)}, Sea Breeze Apartments`;
    await tx.query("update users set status_code = 'PENDING', aadhaar_masked = $2, aadhaar_verified_at = $3, address_line1 = $4 where id = $1", [
      userId,
      masked,
      when.toISOString(),
      street,
    ]);
    const application = await tx.query<{ id: number }>(
      `insert into applications (user_id, slab_id, address_line1, city, state, zipcode, submitted_at, aadhaar_check)
       values ($1, $2, $3, $4, $5, $6, $7, 'OTP') returning id`,
      [userId, slabId, street, user.city, user.state, user.zipcode, when.toISOString()],
    );
    for (const doc of documents) {
      await tx.query('insert into application_documents (application_id, kind, path, type, bytes, original_name) values ($1, $2, $3, $4, $5, $6)', [
        application.rows[0].id,
        doc.kind,
        doc.path,
        doc.type,
        doc.bytes,
        doc.originalName,
      ]);
    }
    const order = await saveOpenOrder(tx, userId, status === 'DRAFT' ? 'PENDING' : status, slabId);
    await tx.query('update orders set created_at = $2, updated_at = $2 where id = $1', [order.id, when.toISOString()]);
    await applicationReceived(tx, userId, `application-${application.rows[0].id}`);
    return order.id;
  });
}

/** The operator's decision, dated. */
async function decide(db: Database, username: string, decision: 'APPROVED' | 'ONHOLD', when: Date): Promise<void> {
  const reason = decision === 'ONHOLD' ? 'The photo of your PAN card is too dark to read: please send a clearer one.' : null;
  const decided = await decideApplication(db, username, decision, DEMO_TEAM, { reason, now: when });
  await db.query('update applications set decided_at = $2 where user_id = $1', [decided.userId, when.toISOString()]);
}

/** A context for replaying a member's payment at `now` (no request is served with it). */
function replayContext(db: Database, now: Date): ServerContext {
  return { db, config: testConfig(), sms: { send: async () => {} }, now: () => now, payments: new DemoPaymentGateway(db) };
}

async function paidMember(db: Database, username: string, plan: string, months: number, start: IsoDate, ended?: 'DEACTIVE' | 'EXPIRE') {
  const user = await findUserByUsername(db, username);
  if (!user) return;
  // A data folder seeded before orders were replayed has the membership alone: leave it as it is.
  const has = await db.query('select 1 from orders where user_id = $1 union all select 1 from user_memberships where user_id = $1', [user.id]);
  if (has.rows.length) return;
  const slabId = await slabOf(db, plan, months);
  const paidAt = at(start);
  const appliedAt = new Date(paidAt.getTime() - 3 * DAY_MS);
  const approvedAt = new Date(paidAt.getTime() - DAY_MS);
  await db.query("update users set status_code = 'DRAFT' where id = $1", [user.id]);
  const orderId = await apply(db, user.id, slabId, appliedAt);
  await decide(db, username, 'APPROVED', approvedAt);
  await payNow(replayContext(db, paidAt), user.id, {
    orderId,
    idempotencyKey: `demo-seed-${username}`,
    instrument: { method: 'card', cardNumber: '4242 4242 4242 4242' },
  });
  await db.query('update payments set created_at = $2, updated_at = $2 where order_id = $1', [orderId, paidAt.toISOString()]);
  await db.query('update orders set updated_at = $2 where id = $1', [orderId, paidAt.toISOString()]);
  await dateNotifications(db, user.id, { 'Application received': appliedAt, 'Application approved': approvedAt, 'Payment confirmed': paidAt });
  if (ended === 'DEACTIVE') {
    await db.query("update user_memberships set status = 'DEACTIVATED' where user_id = $1", [user.id]);
    await db.query("update users set status_code = 'DEACTIVE' where id = $1", [user.id]);
  } else if (ended === 'EXPIRE') {
    await db.query("update users set status_code = 'EXPIRE' where id = $1", [user.id]);
  }
}

async function appliedMember(
  db: Database,
  username: string,
  plan: string,
  months: number,
  daysAgo: number,
  status: 'PENDING' | 'ONHOLD' | 'APPROVED',
  today: IsoDate,
) {
  const user = await findUserByUsername(db, username);
  if (!user) return;
  const has = await db.query('select 1 from applications where user_id = $1', [user.id]);
  if (has.rows.length) return;
  const appliedAt = at(addDays(today, -daysAgo));
  await db.query("update users set status_code = 'DRAFT' where id = $1", [user.id]);
  await apply(db, user.id, await slabOf(db, plan, months), appliedAt);
  const dates: Record<string, Date> = { 'Application received': appliedAt };
  if (status !== 'PENDING') {
    const decidedAt = new Date(appliedAt.getTime() + DAY_MS);
    await decide(db, username, status, decidedAt);
    dates[status === 'APPROVED' ? 'Application approved' : 'Application on hold'] = decidedAt;
  }
  await dateNotifications(db, user.id, dates);
}

/**
 * Plans, Nisha Rao, and every demo member's history (applications, decisions,
 * orders, payments, memberships), then two demo bookings: Nisha has a bag out
 * now (so others can wait-list it) and Asha a past, returned one. Idempotent:
 * each member is replayed only when they have no order or application yet.
 */
export async function seedMemberships(db: Database, today: IsoDate = isoDay(new Date())): Promise<void> {
  await seedPlans(db);
  const nisha = DEMO_SECOND_ACTIVE;
  await insertUser(db, { ...nisha, phone: nisha.username, roles: ['ROLE_CUSTOMER'], statusCode: 'ACTIVE' });
  // Oldest payment first, so the invoices' serials run in date order as a real club's do.
  const byDate = [...PAID].sort((a, b) => a[3] - b[3]);
  for (const [username, plan, months, startOffset, ended] of byDate) await paidMember(db, username, plan, months, addDays(today, startOffset), ended);
  for (const [username, plan, months, daysAgo, status] of APPLIED) await appliedMember(db, username, plan, months, daysAgo, status, today);
  await seedDemoBookings(db, today, { out: nisha.username, returned: '9000000002' });
}
