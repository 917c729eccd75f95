import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { prepareDatabase } from '../../server/seed/prepare-database';
import { largeMemberUsername, largeSeedCounts, seedLargeClub } from '../../server/seed/seed-large';
import { ConsoleSmsSender } from '../../server/sms/sms-sender';
import { busyMemberSession, storePhotoPictures } from '../../scripts/bench/large-club-visit';
import { onPglite, openTestDatabase, type TestDatabase } from './support/test-database';
import { postJson, verifiedOtp } from './support/test-server';

const SCALE = 0.001;

// The large club is a PostgreSQL-only tool (npm run seed:large); it runs here at a thousandth so it cannot rot.
describe.skipIf(onPglite())('the large-club seed at 1/1000', () => {
  let database: TestDatabase;
  const count = async (sql: string, params: unknown[] = []) => (await database.db.query<{ n: number }>(sql, params)).rows[0].n;
  beforeAll(async () => {
    database = await openTestDatabase({ empty: true });
    await prepareDatabase(database.db, { demo: false });
    await seedLargeClub(database.db, { scale: SCALE, seed: 7 });
  });
  afterAll(() => database.close());

  it('writes the rows the scale asks for, in every table', async () => {
    const want = largeSeedCounts(SCALE);
    expect(await count("select count(*)::int as n from products where url like 'large-bag-%'")).toBe(want.bags);
    expect(await count('select count(*)::int as n from product_photos')).toBe(want.bags * 3);
    expect(await count("select count(*)::int as n from users where 'ROLE_CUSTOMER' = any(roles)")).toBe(want.members);
    expect(await count('select count(*)::int as n from bookings')).toBe(want.bookings);
    expect(await count('select count(*)::int as n from notifications')).toBe(want.notifications);
    // Random picks may repeat a (member, bag) pair, which the tables keep once.
    expect(await count('select count(*)::int as n from waiting_list')).toBeGreaterThan(want.waitingList * 0.8);
    expect(await count('select count(*)::int as n from favourites')).toBeGreaterThan(want.favourites * 0.8);
    for (const table of ['applications', 'user_memberships', 'orders', 'payments', 'audit_log'])
      expect(await count(`select count(*)::int as n from ${table}`), table).toBeGreaterThan(0);
  });

  it('spreads members over every status and bookings over past, present and future', async () => {
    const statuses = (await database.db.query<{ status_code: string }>("select distinct status_code from users where 'ROLE_CUSTOMER' = any(roles)")).rows;
    expect(statuses.map((r) => r.status_code).sort()).toEqual(['ACTIVE', 'APPROVED', 'DEACTIVE', 'DRAFT', 'EXPIRE', 'ONHOLD', 'PENDING']);
    const bookingStatuses = (await database.db.query<{ status: string }>('select distinct status from bookings')).rows.map((r) => r.status);
    expect(bookingStatuses.sort()).toEqual(['BOOKED', 'CANCELLED', 'RETURNED']);
    const span = (await database.db.query<{ days: number }>('select (max(return_date) - min(start_date))::int as days from bookings')).rows[0];
    expect(span.days).toBeGreaterThan(3 * 365);
    // Bags are out with members today (the fulfilment board and the availability filter have real work), others still to ship.
    const board = (
      await database.db.query<{ out: number; to_ship: number }>(
        `select count(*) filter (where delivered_at is not null and start_date <= current_date)::int as out,
                count(*) filter (where shipped_at is null and start_date > current_date)::int as to_ship
         from bookings where status = 'BOOKED'`,
      )
    ).rows[0];
    expect(board.out).toBeGreaterThan(0);
    expect(board.to_ship).toBeGreaterThan(0);
    // No identity documents overdue for deletion: a first start has no retention backlog to work through.
    expect(
      await count(
        "select count(*)::int as n from applications where documents_deleted_at is null and decision in ('APPROVED', 'DECLINED') and decided_at <= now() - interval '30 days'",
      ),
    ).toBe(0);
    // Only members who paid book; every paid order has its payment.
    expect(
      await count("select count(*)::int as n from bookings b join users u on u.id = b.user_id where u.status_code in ('DRAFT', 'PENDING', 'APPROVED')"),
    ).toBe(0);
    expect(
      await count("select count(*)::int as n from orders o where o.status = 'ACTIVATED' and not exists (select 1 from payments p where p.order_id = o.id)"),
    ).toBe(0);
  });

  it('never books one bag twice on a day (cancelled bookings aside)', async () => {
    const overlapping = await count(
      `select count(*)::int as n from bookings a join bookings b on a.product_id = b.product_id and a.id < b.id
       where a.status <> 'CANCELLED' and b.status <> 'CANCELLED'
         and daterange(a.start_date, a.return_date, '[]') && daterange(b.start_date, b.return_date, '[]')`,
    );
    expect(overlapping).toBe(0);
  });

  it('gives the same club for the same seed', async () => {
    const again = await openTestDatabase({ empty: true });
    try {
      await prepareDatabase(again.db, { demo: false });
      await seedLargeClub(again.db, { scale: SCALE, seed: 7 });
      const fingerprint = (db: TestDatabase['db']) =>
        db.query<{ f: string }>(
          `select md5(string_agg(u.username || u.status_code || coalesce(b.n, 0), ',' order by u.username)) as f
           from users u left join (select user_id, count(*) as n from bookings group by user_id) b on b.user_id = u.id`,
        );
      expect((await fingerprint(again.db)).rows[0].f).toBe((await fingerprint(database.db)).rows[0].f);
    } finally {
      await again.close();
    }
  });

  it('lets a seeded member log in and answers their account calls', async () => {
    const app = createApp({ db: database.db, config: testConfig(), sms: new ConsoleSmsSender(() => {}), now: () => new Date() });
    const member = (
      await database.db.query<{ id: number; username: string; n: number }>(
        `select u.id, u.username, count(*)::int as n from users u join bookings b on b.user_id = u.id
         where u.status_code = 'ACTIVE' group by u.id order by u.id limit 1`,
      )
    ).rows[0];
    expect(member.username).toMatch(/^7\d{9}$/);
    expect(largeMemberUsername(1)).toBe('7000000001');
    const otp = await verifiedOtp(app, member.username);
    const token = await postJson(app, '/api/auth/generate-token', { username: member.username, otp });
    expect(token.status).toBe(200);
    const { accessToken } = (await token.json()).data;
    const bookings = await postJson(app, '/api/booking/count', { userId: member.id }, accessToken);
    expect(bookings.status).toBe(200);
    expect((await bookings.json()).data).toBe(member.n);
    const notifications = await postJson(app, '/api/communication/list', { toUserId: member.id }, accessToken);
    expect(notifications.status).toBe(200);
    const products = await postJson(app, '/api/product/list', { page: 0, size: 12 });
    expect((await products.json()).data).toHaveLength(12);
  });

  it('gives npm run pageload --database its busy member and the photos a first screen asks for, each stored once', async () => {
    const config = testConfig();
    const app = createApp({ db: database.db, config, sms: new ConsoleSmsSender(() => {}), now: () => new Date() });
    const session = await busyMemberSession(database.db, config);
    expect(session.username).toMatch(/^7\d{9}$/);
    expect((await postJson(app, '/api/booking/count', { userId: session.userId }, session.accessToken)).status).toBe(200);

    // The seed records photos without files: the page would paint none.
    const [first, second] = (await database.db.query<{ id: string }>('select id from product_photos order by id limit 2')).rows.map((r) => Number(r.id));
    const picture = (id: number) => app.request(`/api/product/photo/${id}`);
    expect((await picture(first)).status).toBe(404);
    const source = await sharp({ create: { width: 64, height: 80, channels: 3, background: '#7a2a33' } })
      .png()
      .toBuffer();
    expect(await storePhotoPictures(database.db, [first], [source])).toEqual({ photos: 1, stored: 1 });
    const served = await picture(first);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([1200, 1500]);
    // Once: a second visit stores nothing, and the photos it was not given stay without a file.
    expect(await storePhotoPictures(database.db, [first], [source])).toEqual({ photos: 1, stored: 0 });
    expect((await picture(second)).status).toBe(404);
  });
});
