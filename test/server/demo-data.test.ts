import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/applications/admin-commands';
import { approveDueApplications } from '../../server/applications/auto-approve';
import { signToken } from '../../server/auth/tokens';
import { createApp } from '../../server/app';
import { isoDay } from '../../server/catalogue/iso-date';
import { testConfig } from '../../server/config';
import { openPostgres } from '../../server/db/postgres-database';
import { listOutbox } from '../../server/messages/message-record';
import { prepareDatabase } from '../../server/seed/prepare-database';
import { ConsoleSmsSender } from '../../server/sms/sms-sender';
import { onPglite, openTestDatabase, type TestDatabase } from './support/test-database';
import { getAuthed, postJson } from './support/test-server';
import { pdfText } from './support/pdf-text';
import { CLUB_FACTS } from '../../src/config/club-facts';

const today = isoDay(new Date());
const appOn = (database: TestDatabase) => createApp({ db: database.db, config: testConfig(), sms: new ConsoleSmsSender(() => {}), now: () => new Date() });

async function login(database: TestDatabase, username: string) {
  const user = (await database.db.query<{ id: number }>('select id from users where username = $1', [username])).rows[0];
  return { id: user.id, token: await signToken(testConfig(), { userId: user.id, username }, 'access', new Date()) };
}

describe('production seeds only what a real club needs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ empty: true });
    await prepareDatabase(database.db, { demo: false });
    await prepareDatabase(database.db, { demo: false });
  });
  afterAll(() => database.close());

  it('has the plans and the catalogue masters, and no demo member, bag, booking, notification, newsletter or event', async () => {
    const count = async (table: string) => (await database.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
    expect(await count('membership_plans')).toBe(3);
    expect(await count('membership_plan_slabs')).toBe(9);
    expect(await count('attributes')).toBeGreaterThan(0);
    for (const table of ['users', 'products', 'bookings', 'notifications', 'orders', 'newsletters', 'events']) expect(await count(table)).toBe(0);
    const res = await appOn(database).request('/api/user/validate-user/9000000002');
    expect((await res.json()).data).toBe(0);
  });

  it('gets the demo club only when an operator asks for it (npm run admin -- seed-demo), once', async () => {
    const lines: string[] = [];
    const admin = () =>
      runAdmin(['seed-demo'], { config: testConfig(), openDb: async () => ({ ...database.db, close: async () => {} }), print: (l) => lines.push(l) });
    expect(await admin()).toBe(0);
    expect(await admin()).toBe(0);
    expect(lines).toEqual(['The demo club is in: log in as 9000000001 to 9000000008.', 'The demo club was already there: nothing to add.']);
    const res = await appOn(database).request('/api/user/validate-user/9000000002');
    expect((await res.json()).data).toBe(1);
  });
});

describe('the demo club agrees with itself', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ empty: true });
    await prepareDatabase(database.db, { demo: true });
  });
  afterAll(() => database.close());

  it('the ACTIVE member on the Signature plan has the paid order, payment, invoice, membership and notifications the app makes', async () => {
    const app = appOn(database);
    const asha = await login(database, '9000000002');
    const orders = (await (await postJson(app, '/api/order/list', { userId: asha.id, page: 0, size: 10 }, asha.token)).json()).data;
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({ status: { name: 'ACTIVATED' }, membershipPlanSlab: { membershipPlanName: 'Signature', durationInMonths: 6, amount: 36999 } });
    expect(order).toMatchObject({ currency: 'INR', totalAmount: 36999 });

    const payment = (await database.db.query('select status, gateway, method, method_hint, amount from payments where order_id = $1', [order.orderId])).rows;
    expect(payment).toEqual([{ status: 'SUCCEEDED', gateway: 'demo', method: 'card', method_hint: '•••• 4242', amount: expect.anything() }]);
    const row = (
      await database.db.query<{ invoice_number: string; paid_at: Date; start_date: string; end_date: string; user_membership_id: number }>(
        `select o.invoice_number, o.paid_at, m.start_date::text as start_date, m.end_date::text as end_date, o.user_membership_id
         from orders o join user_memberships m on m.id = o.user_membership_id where o.id = $1`,
        [order.orderId],
      )
    ).rows[0];
    expect(row.invoice_number).toMatch(/^TOTE\/\d{4}\/\d{6}$/);
    // Paid the day the membership started, about a month ago; it runs about five more months.
    expect(row.start_date).toBe(isoDay(new Date(row.paid_at)));
    expect(row.start_date < today && row.end_date > today).toBe(true);

    // My Account shows the street her application gave, as a submitted form leaves it.
    const applied = (await database.db.query<{ address_line1: string }>('select address_line1 from applications where user_id = $1', [asha.id])).rows[0];
    const me = (await (await getAuthed(app, `/api/user/${asha.id}`, asha.token)).json()).data;
    expect(me.userAddress.addressLine1).toBe(applied.address_line1);

    const shown = (await (await getAuthed(app, `/api/membership/usermembership/${asha.id}`, asha.token)).json()).data;
    expect(shown).toMatchObject({ userMembershipId: row.user_membership_id, status: 'ACTIVE' });

    const link = (await (await getAuthed(app, `/api/order/generateInvoiceUrl/${order.orderId}`, asha.token)).json()).data;
    const pdf = await app.request(new URL(link.url).pathname + new URL(link.url).search);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const notes = await database.db.query<{ title: string; read: boolean }>('select title, read from notifications where to_user_id = $1 order by created_at', [
      asha.id,
    ]);
    expect(notes.rows).toEqual([
      { title: 'Application received', read: true },
      { title: 'Application approved', read: true },
      { title: 'Payment confirmed', read: true },
      // Her past booking, told as the app tells it: booked, shipped, out for delivery, delivered, due back, picked up, checked in.
      { title: 'Booking confirmed', read: true },
      { title: 'Rivoli Hobo is on its way', read: true },
      { title: 'Rivoli Hobo arrives today', read: true },
      { title: 'Rivoli Hobo has arrived', read: true },
      { title: 'Return due tomorrow', read: true },
      { title: 'Rivoli Hobo is on its way back', read: true },
      { title: 'Rivoli Hobo is back with us', read: true },
      { title: 'New arrivals', read: false },
    ]);
    // The back office's outbox shows the SMS and e-mails of each, newest first.
    const outbox = (await listOutbox(database.db, { limit: 100, offset: 0 })).filter((m) => m.member.userId === asha.id).map((m) => `${m.kind}/${m.channel}`);
    expect(outbox).toEqual([
      'checked-in/email',
      'return-picked-up/sms',
      'due-back-tomorrow/email',
      'due-back-tomorrow/sms',
      'delivered/sms',
      'out-for-delivery/sms',
      'shipped/email',
      'shipped/sms',
      'booking-confirmed/email',
      'booking-confirmed/sms',
      'payment-received/email',
      'application-approved/email',
      'application-approved/sms',
      'application-received/email',
    ]);
  });

  it("the ACTIVE member's invoice is a GST tax invoice (CGST rule 46): supplier, serial, date, recipient, place of supply, SAC, CGST + SGST, total", async () => {
    const app = appOn(database);
    const asha = await login(database, '9000000002');
    const [order] = (await (await postJson(app, '/api/order/list', { userId: asha.id, page: 0, size: 10 }, asha.token)).json()).data;
    const res = await getAuthed(app, `/api/order/generateInvoice/${order.orderId}`, asha.token);
    expect(res.status).toBe(200);
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    const after = (label: string) => text[text.indexOf(label) + 1];

    expect(text).toContain('TAX INVOICE');
    // The supplier: name, address and GSTIN (the club's facts).
    expect(text).toContain(CLUB_FACTS.legalName);
    expect(text).toContain(CLUB_FACTS.registeredOffice);
    expect(text.some((line) => line.startsWith(`GSTIN ${CLUB_FACTS.gstin}`))).toBe(true);
    // A serial of at most 16 characters, and the date it was paid.
    expect(after('Invoice number')).toBe(order.invoiceNumber);
    expect(order.invoiceNumber.length).toBeLessThanOrEqual(16);
    expect(after('Invoice date')).toBe(new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(order.paidAt)));
    // The member: name, address with the state; Mumbai is in the supplier's state, so CGST and SGST.
    expect(text).toContain('Asha Mehra');
    expect(text.some((line) => line.includes('Mumbai, Maharashtra, PIN 400050'))).toBe(true);
    expect(text).toContain('State: Maharashtra (code 27)');
    expect(after('Place of supply')).toBe('Maharashtra (27)');
    expect(text).toContain('997329');
    const money = (label: string) => Number(after(label).replace(/^INR /, '').replace(/,/g, ''));
    expect(money('Taxable value')).toBe(order.amount);
    expect(money('CGST @ 9%') + money('SGST @ 9%')).toBeCloseTo(order.tax, 2);
    expect(text.some((line) => line.startsWith('IGST'))).toBe(false);
    expect(after('Total')).toBe('INR 36,999.00');
    expect(Math.round((order.amount + order.tax) * 100)).toBe(36999_00);
    expect(order.tax).toBeCloseTo((36999 * 18) / 118, 1);
  });

  it('a member in another state (Karnataka) is charged IGST, with Karnataka as the place of supply', async () => {
    const app = appOn(database);
    const nisha = await login(database, '9000000008');
    const [order] = (await (await postJson(app, '/api/order/list', { userId: nisha.id, page: 0, size: 10 }, nisha.token)).json()).data;
    const text = pdfText(new Uint8Array(await (await getAuthed(app, `/api/order/generateInvoice/${order.orderId}`, nisha.token)).arrayBuffer()));
    expect(text[text.indexOf('Place of supply') + 1]).toBe('Karnataka (29)');
    expect(text[text.indexOf('IGST @ 18%') + 1]).toBe(`INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(order.tax)}`);
    expect(text.some((line) => line.startsWith('CGST'))).toBe(false);
    // Serials are unique and ordered by the day they were paid.
    const serials = (await database.db.query<{ invoice_number: string }>('select invoice_number from orders where invoice_number is not null order by paid_at'))
      .rows;
    const numbers = serials.map((r) => r.invoice_number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('DEACTIVE and EXPIRE members paid once and their memberships ended in the past', async () => {
    const ended = await database.db.query<{ username: string; status_code: string; end_date: string; status: string; order_status: string }>(
      `select u.username, u.status_code, m.end_date::text as end_date, m.status, o.status as order_status
       from users u join user_memberships m on m.user_id = u.id join orders o on o.user_membership_id = m.id
       where u.username in ('9000000006', '9000000007') order by u.username`,
    );
    expect(ended.rows.map((r) => [r.username, r.status_code, r.status, r.order_status])).toEqual([
      ['9000000006', 'DEACTIVE', 'DEACTIVATED', 'ACTIVATED'],
      ['9000000007', 'EXPIRE', 'ACTIVE', 'ACTIVATED'],
    ]);
    for (const r of ended.rows) expect(r.end_date < today).toBe(true);
  });

  it('applicants have their application and open order; the seeded PENDING one waits for an operator, not the demo timer', async () => {
    const applicants = await database.db.query<{ username: string; status_code: string; order_status: string }>(
      `select u.username, u.status_code, o.status as order_status from users u join applications a on a.user_id = u.id
       join orders o on o.user_id = u.id where u.username in ('9000000003', '9000000004', '9000000005') order by u.username`,
    );
    expect(applicants.rows.map((r) => [r.username, r.status_code, r.order_status])).toEqual([
      ['9000000003', 'ONHOLD', 'CREATED'],
      ['9000000004', 'PENDING', 'CREATED'],
      ['9000000005', 'APPROVED', 'CREATED'],
    ]);
    expect(await approveDueApplications(database.db, 20)).toEqual([]);
  });
});

describe.skipIf(onPglite())('two instances preparing one empty database at once', () => {
  it('migrate and seed once: no crash, no doubled member, membership or notification', async () => {
    const database = await openTestDatabase({ empty: true });
    const other = openPostgres(database.url!);
    try {
      await Promise.all([prepareDatabase(database.db, { demo: true }), prepareDatabase(other, { demo: true })]);
      const dupes = await database.db.query<{ n: number }>(
        `select (select count(*) from users where username = '9000000002')::int
              + (select count(*) from user_memberships m join users u on u.id = m.user_id where u.username = '9000000002')::int
              + (select count(*) from orders o join users u on u.id = o.user_id where u.username = '9000000002')::int as n`,
      );
      expect(dupes.rows[0].n).toBe(3);
      const notes = await database.db.query<{ n: number }>(
        "select count(*)::int as n from notifications n join users u on u.id = n.to_user_id where u.username = '9000000002'",
      );
      expect(notes.rows[0].n).toBe(11);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
