import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as memberEvents from '../../server/notifications/member-events';
import { sendReturnDueReminders } from '../../server/notifications/return-due-reminders';
import { freshNumber, postJson, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8600000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const listOf = async (userId: number, token: string) =>
  (await (await postJson(server.app, '/api/communication/list', { toUserId: userId }, token)).json()).data as {
    title: string;
    message: string;
    link: string | null;
    read: boolean;
  }[];

describe('member events write real notifications', () => {
  it('each event leaves its own titled notification for the member, with a link to follow', async () => {
    const me = await signUp(server.app, number());
    await memberEvents.applicationReceived(server.db, me.userId);
    await memberEvents.applicationApproved(server.db, me.userId);
    await memberEvents.paymentConfirmed(server.db, me.userId, { planName: 'Gold' });
    await memberEvents.bookingConfirmed(server.db, me.userId, { bagTitle: 'The Oxblood Top-Handle', startDate: '2026-03-10', endDate: '2026-03-17' });
    await memberEvents.waitlistedBagFree(server.db, me.userId, { bagTitle: 'The Cognac Hobo', productRoute: '/book-bag/cognac-hobo' });
    await memberEvents.returnDue(server.db, me.userId, { bagTitle: 'The Oxblood Top-Handle', endDate: '2026-03-17' });

    const list = await listOf(me.userId, me.accessToken);
    const titles = list.map((n) => n.title).sort();
    expect(titles).toEqual(
      ['A bag you wanted is free', 'Application approved', 'Application received', 'Booking confirmed', 'Payment confirmed', 'Return due tomorrow'].sort(),
    );
    expect(list.every((n) => !n.read && n.link?.startsWith('/'))).toBe(true);
    const byTitle = Object.fromEntries(list.map((n) => [n.title, n]));
    expect(byTitle['Payment confirmed'].message).toContain('for Gold.');
    expect(byTitle['Payment confirmed'].message).not.toMatch(/order/i);
    expect(byTitle['Booking confirmed'].message).toContain('The Oxblood Top-Handle from Tue, 10 Mar, 2026 to Tue, 17 Mar, 2026');
    expect(byTitle['A bag you wanted is free'].link).toBe('/book-bag/cognac-hobo');
    expect(byTitle['Return due tomorrow'].message).toContain('ends on Tue, 17 Mar, 2026');

    const unread = await postJson(server.app, '/api/communication/unread/count', { toUserId: me.userId }, me.accessToken);
    expect((await unread.json()).data).toBe(6);
  });
});

describe('return-due reminders', () => {
  it('notify the member whose booking ends tomorrow, once per booking, and nobody else', async () => {
    const me = await signUp(server.app, number());
    const other = await signUp(server.app, number());
    const product = await server.db.query<{ id: number }>(
      `insert into products (title, url, brand, category, retail_price) values ('The Ivory Clutch', 'ivory-clutch-reminder', 'Maison', 'CLUTCH', 900) returning id`,
    );
    const productId = product.rows[0].id;
    // The test clock is 2026-03-02: mine ends on the 3rd (tomorrow), the other's on the 5th.
    await server.db.query(`insert into bookings (product_id, user_id, start_date, return_date) values ($1, $2, '2026-02-25', '2026-03-03')`, [
      productId,
      me.userId,
    ]);
    await server.db.query(`insert into bookings (product_id, user_id, start_date, return_date) values ($1, $2, '2026-03-04', '2026-03-05')`, [
      productId,
      other.userId,
    ]);

    expect(await sendReturnDueReminders(server.db, server.clock.now())).toBe(1);
    expect(await sendReturnDueReminders(server.db, server.clock.now())).toBe(0);

    const mine = await listOf(me.userId, me.accessToken);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'Return due tomorrow', link: '/my-profile' });
    expect(mine[0].message).toContain('The Ivory Clutch ends on Tue, 3 Mar, 2026');
    expect(await listOf(other.userId, other.accessToken)).toEqual([]);

    // Two days later the other booking ends tomorrow: its member is reminded, mine is not again.
    expect(await sendReturnDueReminders(server.db, new Date('2026-03-04T08:00:00Z'))).toBe(1);
    expect(await listOf(other.userId, other.accessToken)).toHaveLength(1);
    expect(await listOf(me.userId, me.accessToken)).toHaveLength(1);
  });
});
