import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { addDays, isoDay } from '../../server/catalogue/iso-date';
import type { Database } from '../../server/db/database';
import { seedCatalogue } from '../../server/seed/seed-catalogue';
import { seedPlans } from '../../server/seed/seed-plans';
import { COMPRESS_FROM_BYTES } from '../../server/routes/operator/compressed-answer';
import { data } from './support/collection-fixtures';
import { operator } from './support/operator';
import { getAuthed, type Session, startTestServer, type TestServer } from './support/test-server';

// Every back-office list over 10,000 rows: a page of the asked size in its order, the total where the list
// gives one, and no statement of the call reading every row of its table (the rows each plan node reads,
// from EXPLAIN ANALYZE: a count of timing-free facts, not a stopwatch).

const N = 10_000;
let server: TestServer;
let staff: Session;
let today: string;
/** The app on a database that notes each statement the calls send, to explain them after. */
let app: ReturnType<typeof createApp>;
let statements: { sql: string; params: unknown[] }[] = [];

function recording(db: Database): Database {
  const note = (sql: string, params: unknown[] = []) => void statements.push({ sql, params });
  return {
    ...db,
    query: (sql, params) => (note(sql, params), db.query(sql, params)),
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => (note(sql, params), tx.query(sql, params)) })),
  } as Database;
}

beforeAll(async () => {
  server = await startTestServer();
  today = isoDay(server.clock.now());
  await seedCatalogue(server.db);
  await seedPlans(server.db);
  staff = await operator(server, 7741000000);
  const at = server.clock.now().toISOString();
  // Written as the large seed writes: a statement per table, generate_series, one city and prefix of their own.
  await server.db.exec(`
    insert into users (username, first_name, last_name, roles, status_code, city, state, zipcode, partner_id, created_at)
      select '5' || lpad(g::text, 9, '0'), 'Big', 'Lister ' || lpad(g::text, 5, '0'), array['ROLE_CUSTOMER'], 'PENDING', 'Bigpur', 'Rajasthan', '302001',
             'big-partner-' || lpad(g::text, 5, '0'), timestamptz '${at}' - (g || ' seconds')::interval
        from generate_series(1, ${N}) g;
    insert into applications (user_id, slab_id, address_line1, city, state, zipcode, submitted_at)
      select u.id, (select min(id) from membership_plan_slabs), '1 Long Road', u.city, u.state, u.zipcode, u.created_at from users u where u.city = 'Bigpur';
    insert into audit_log (at, actor_name, action, subject_type, subject_id, summary)
      select timestamptz '${at}' - (g || ' seconds')::interval, 'bulk', 'member.note', 'member', g::text, 'Bulk row ' || lpad(g::text, 5, '0')
        from generate_series(1, ${N}) g;
    insert into bagdrops (user_id, brand, created_at)
      select u.id, 'Brand ' || u.last_name, u.created_at from users u where u.city = 'Bigpur';
    insert into newsletters (slug, title, content, published_at)
      select 'bulk-' || g, 'Bulk letter ' || lpad(g::text, 5, '0'), 'Text', timestamptz '${at}' - (g || ' hours')::interval from generate_series(1, ${N}) g;
    insert into events (slug, title, starts_at, city, venue, capacity)
      select 'bulk-event-' || g, 'Bulk event ' || lpad(g::text, 5, '0'), timestamptz '${at}' + ((g - ${N / 2}) || ' hours')::interval, 'Jaipur', 'Hall', 20
        from generate_series(1, ${N}) g;
    insert into bookings (product_id, user_id, start_date, return_date)
      select p.id, u.id, date '${today}' + (g / p.n)::int, date '${today}' + (g / p.n)::int
        from generate_series(0, ${N - 1}) g
        join (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from products) p on p.k = g % p.n
        join users u on u.username = '5' || lpad((g + 1)::text, 9, '0');
    analyze users, applications, audit_log, bagdrops, newsletters, events, bookings;
  `);
  app = createApp({ db: recording(server.db), config: server.config, sms: server.sms, now: server.clock.now });
});
afterAll(() => server.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** The most rows any one table scan of the statement read (kept and filtered out), over all its loops. */
function mostRowsRead(node: PlanNode): number {
  const own =
    /Scan/.test(node['Node Type']) && node['Relation Name'] ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'] : 0;
  return Math.max(own, ...(node.Plans ?? []).map(mostRowsRead));
}

/** The most rows one scan of `table` read in the statement. */
function rowsReadOf(node: PlanNode, table: string): number {
  const own = node['Relation Name'] === table ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'] : 0;
  return Math.max(own, ...(node.Plans ?? []).map((child) => rowsReadOf(child, table)));
}

/** GET `path` as the operator; with each statement it sent and the most rows one of them read (of all tables, and per table). */
async function call<T>(path: string): Promise<{ answer: T; rowsRead: number; readOf: (table: string) => number }> {
  statements = [];
  const answer = (await data(await getAuthed(app, path, staff.accessToken))) as T;
  let rowsRead = 0;
  const plans: PlanNode[] = [];
  // Reads, prepared ones (marked by a leading comment, server/db/prepared.ts) included.
  for (const { sql, params } of statements.filter((s) => /^\s*(\/\*[^*]*\*\/\s*)?(select|with)\b/i.test(s.sql))) {
    const plan = (await server.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (analyze, format json) ${sql}`, params)).rows[0]['QUERY PLAN'];
    rowsRead = Math.max(rowsRead, mostRowsRead(plan[0].Plan));
    plans.push(plan[0].Plan);
  }
  return { answer, rowsRead, readOf: (table) => Math.max(0, ...plans.map((plan) => rowsReadOf(plan, table))) };
}

const count = async (sql: string) => (await server.db.query<{ n: number }>(sql)).rows[0].n;
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const lister = (g: number) => `Big Lister ${String(g).padStart(5, '0')}`;

describe('the back office lists over 10,000 rows', () => {
  it('applications: the queue oldest first, the first and a deep page, each read from its index', async () => {
    const first = await call<{ name: string }[]>('/api/operator/applications?size=50');
    expect(names(first.answer).slice(0, 2)).toEqual([lister(N), lister(N - 1)]);
    expect(first.answer).toHaveLength(50);
    const deep = await call<{ name: string }[]>(`/api/operator/applications?size=50&page=${N / 50 - 1}`);
    expect(names(deep.answer).at(-1)).toBe(lister(1));
    expect(first.rowsRead).toBeLessThan(N / 10);
    // A page near the end reads the rows before it (an offset), never the whole table and its joins twice over.
    expect(deep.rowsRead).toBeLessThanOrEqual(N + 1);
  });

  it('the navigation counts: the applications waiting and the oldest without reading them', async () => {
    const counts = await call<{ applicationsWaiting: number; oldestApplicationAt: string }>('/api/operator/counts');
    expect(counts.answer.applicationsWaiting).toBe(await count("select count(*)::int as n from users where status_code = 'PENDING'"));
    expect(counts.answer.applicationsWaiting).toBeGreaterThanOrEqual(N);
    const oldest = (await server.db.query<{ at: Date }>('select min(submitted_at) as at from applications where decision is null')).rows[0].at;
    expect(counts.answer.oldestApplicationAt).toBe(new Date(oldest).toISOString());
    // Kept per status by the members' own writes (member_status_counts): not the 10,000 members or their applications.
    // (The 10,000 bag drops waiting are each read to be counted: what they count, unlike a large club's few.)
    expect(counts.readOf('users')).toBeLessThan(N / 10);
    expect(counts.readOf('applications')).toBeLessThan(N / 10);
    expect(counts.readOf('bookings')).toBeLessThan(N / 10);
  });

  it('members: a page, the total counted up to where it stops, by name', async () => {
    const page = await call<{ total: number; capped?: boolean; size: number; members: { name: string }[] }>(
      '/api/operator/members?status=PENDING&sort=name&dir=desc&size=100',
    );
    expect([page.answer.total, page.answer.capped, page.answer.members.length]).toEqual([1000, true, 100]);
    expect(page.answer.members[0].name).toBe(lister(N));
    expect(page.rowsRead).toBeLessThan(N / 5);
    // A search by words stops counting sooner: each match counted is read again from the table.
    const named = await call<{ total: number; capped?: boolean; members: { name: string }[] }>('/api/operator/members?search=big%20lister&size=20');
    expect([named.answer.total, named.answer.capped, named.answer.members.length]).toEqual([200, true, 20]);
    expect(named.answer.members[0].name).toBe(lister(1));
    expect(named.rowsRead).toBeLessThanOrEqual(201);
  });

  it('the audit log: newest first, a page, read from its index', async () => {
    const page = await call<{ summary: string }[]>('/api/operator/audit?action=member.note&size=50&page=2');
    expect(page.answer.map((r) => r.summary).slice(0, 2)).toEqual(['Bulk row 00101', 'Bulk row 00102']);
    expect(page.answer).toHaveLength(50);
    expect(page.rowsRead).toBeLessThan(N / 10);
  });

  it('bag drops: the waiting offers oldest first, a page', async () => {
    const page = await call<{ member: { name: string } }[]>('/api/operator/bagdrops?size=50');
    expect(page.answer.map((d) => d.member.name).slice(0, 2)).toEqual([lister(N), lister(N - 1)]);
    expect(page.answer).toHaveLength(50);
    expect(page.rowsRead).toBeLessThan(N / 10);
  });

  it('fulfilment: the board pages each list with its count; the weeks ahead page with their total', async () => {
    const board = await call<{ leadDays: number; counts: { toShip: number }; toShip: { bookingId: number; startDate: string }[] }>(
      '/api/operator/fulfilment?size=50',
    );
    expect(board.answer.toShip).toHaveLength(50);
    expect(board.answer.counts.toShip).toBe(
      await count(`select count(*)::int as n from bookings where start_date <= date '${addDays(today, board.answer.leadDays)}'`),
    );
    expect(board.rowsRead).toBeLessThan(N / 10);
    // Asked without a size (as the bench and the board's own page by default): a screen's worth of each list, the same count.
    const first = await call<{ page: number; size: number; counts: { toShip: number }; toShip: { bookingId: number }[] }>('/api/operator/fulfilment');
    expect(first.answer).toMatchObject({ page: 0, size: 20, counts: { toShip: board.answer.counts.toShip } });
    expect(first.answer.toShip.map((b) => b.bookingId)).toEqual(board.answer.toShip.slice(0, 20).map((b) => b.bookingId));
    // Gzipped for a client that takes it (a browser), the same answer; as is for one that does not.
    const asked = (encoding: string) =>
      Promise.resolve(app.request('/api/operator/fulfilment', { headers: { authorization: `Bearer ${staff.accessToken}`, 'accept-encoding': encoding } }));
    const [zipped, plain] = [await asked('gzip, deflate, br'), await asked('identity')];
    expect([zipped.headers.get('content-encoding'), plain.headers.get('content-encoding')]).toEqual(['gzip', null]);
    expect(zipped.headers.get('vary')).toMatch(/\bAccept-Encoding\b/);
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const sent = Buffer.from(await zipped.arrayBuffer());
    const unzipped = gunzipSync(sent);
    expect(sent.length * 5).toBeLessThan(unzipped.length);
    expect(JSON.parse(unzipped.toString())).toEqual(JSON.parse(plainText));
    const to = addDays(today, 91);
    const ahead = await call<{ total: number; bookings: { startDate: string }[] }>(`/api/operator/fulfilment/upcoming?from=${today}&to=${to}&size=100&page=3`);
    expect(ahead.answer.total).toBe(await count(`select count(*)::int as n from bookings where start_date between date '${today}' and date '${to}'`));
    expect(ahead.answer.bookings).toHaveLength(100);
    const days = ahead.answer.bookings.map((b) => b.startDate);
    expect(days).toEqual([...days].sort());
    // The page reads its rows and the ones before it (an offset); the total is a row per day kept by the
    // writes (booking_list_counts), not the range's bookings.
    expect(ahead.answer.total).toBeGreaterThan(400);
    expect(ahead.rowsRead).toBeLessThanOrEqual(400);
    // Bags out and due back today: the second page of that list, by booking, its rows picked from its index before the joins.
    await server.db.query(
      `update bookings set shipped_at = now() - interval '1 day', delivered_at = now() where start_date = $1::date and return_date = $1::date`,
      [today],
    );
    const due = (
      await server.db.query<{ id: number }>('select id from bookings where return_date = $1::date and delivered_at is not null order by id', [today])
    ).rows;
    expect(due.length).toBeGreaterThan(20);
    const dueToday = await call<{ counts: { dueToday: number }; dueToday: { bookingId: number; returnDate: string }[] }>(
      '/api/operator/fulfilment?size=10&page=1',
    );
    expect(dueToday.answer.counts.dueToday).toBe(due.length);
    expect(dueToday.answer.dueToday.map((b) => b.bookingId)).toEqual(due.slice(10, 20).map((b) => b.id));
    expect(dueToday.rowsRead).toBeLessThan(N / 10);
  });

  it('content: newsletters newest first, events upcoming first then past, each page read from its index', async () => {
    const letters = await call<{ title: string }[]>('/api/operator/newsletters?size=50&page=10');
    expect(letters.answer.map((n) => n.title).slice(0, 2)).toEqual(['Bulk letter 00501', 'Bulk letter 00502']);
    expect(letters.rowsRead).toBeLessThan(N / 10);
    // Upcoming first, soonest first (half of them), then the past, latest first.
    const events = await call<{ title: string }[]>('/api/operator/events?size=50&page=10');
    expect(events.answer.map((e) => e.title).slice(0, 2)).toEqual(['Bulk event 05501', 'Bulk event 05502']);
    expect(events.rowsRead).toBeLessThan(N / 10);
    const turn = await call<{ title: string }[]>(`/api/operator/events?size=50&page=${N / 2 / 50}`);
    expect(turn.answer.map((e) => e.title).slice(0, 2)).toEqual(['Bulk event 05000', 'Bulk event 04999']);
    expect(turn.answer).toHaveLength(50);
  });

  it('partners: the funnel of a period with 10,000 partner pages answers a page at a time with the total, to the last page', async () => {
    type Funnel = { partners: { partnerId: string; signUps: number }[]; total: number };
    const period = `from=${addDays(today, -30)}&to=${today}`;
    const funnel = await call<Funnel>(`/api/marketing/partners?${period}`);
    expect(funnel.answer.partners).toHaveLength(100);
    expect(funnel.answer.total).toBeGreaterThanOrEqual(N);
    expect(funnel.answer.partners.every((p) => p.signUps === 1)).toBe(true);
    const last = await call<Funnel>(`/api/marketing/partners?${period}&size=200&page=${Math.ceil(funnel.answer.total / 200) - 1}`);
    expect(last.answer.partners.length).toBeGreaterThan(0);
    expect(last.answer.total).toBe(funnel.answer.total);
  });
});
