import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../server/text/csv';
import { data, startCollectionServer } from './support/collection-fixtures';
import { applied } from './support/membership-journey';
import { operator, operatorGet, operatorPost } from './support/operator';
import { freshNumber, type Session, type TestServer } from './support/test-server';

// The back office's tables on the server: whitelisted sorts and filters checked at the edge, pages over
// thousands of rows, CSV exports as filtered (escaped, audited, operators only), and the audit log's filters
// and its one row per document-viewing session.

const number = () => freshNumber(7730000000);
const WAITING = 2500;
let server: TestServer & { today: string };
let staff: Session;
let other: Session;

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server, 7731000000);
  other = await operator(server, 7732000000);
  // A queue of a few thousand waiting applications, written as the large seed does: one city of their own.
  await server.db.query(
    `insert into users (username, phone, first_name, last_name, roles, status_code, city, state, zipcode, created_at)
     select '6' || lpad((500000000 + g)::text, 9, '0'), null, 'Queue', 'Tester ' || lpad(g::text, 4, '0'), array['ROLE_CUSTOMER'], 'PENDING',
            'Testpur', 'Rajasthan', '302001', now() from generate_series(1, ${WAITING}) g`,
  );
  await server.db.query(
    `insert into applications (user_id, slab_id, address_line1, city, state, zipcode, submitted_at)
     select u.id, (select min(id) from membership_plan_slabs), '1 Long Road', u.city, u.state, u.zipcode, now() - (u.id || ' seconds')::interval
     from users u where u.city = 'Testpur'`,
  );
});
afterAll(() => server.close());

const get = async (path: string, token = staff.accessToken) => data(await operatorGet(server.app, path, token));
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const csvOf = async (path: string, token = staff.accessToken) => {
  const res = await operatorGet(server.app, path, token);
  expect(res.status).toBe(200);
  return {
    res,
    lines: (await res.text())
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .slice(0, -1),
  };
};

describe('the application queue as a table', () => {
  it('sorts by a whitelisted column either way and searches, a page at a time over thousands of rows', async () => {
    const first = await get('/applications?search=testpur&sort=name&dir=desc&size=200');
    expect(first).toHaveLength(200);
    expect(names(first).slice(0, 2)).toEqual(['Queue Tester 2500', 'Queue Tester 2499']);
    const last = await get(`/applications?search=testpur&sort=name&dir=desc&size=200&page=${Math.floor(WAITING / 200)}`);
    expect(names(last).at(-1)).toBe('Queue Tester 0001');
    expect(last).toHaveLength(WAITING % 200);
    expect(names(await get('/applications?search=tester%202042&sort=name'))).toEqual(['Queue Tester 2042']);
    // Oldest first by default: the inserted rows are older the higher their id.
    expect(names(await get('/applications?search=testpur&size=1'))).toEqual(['Queue Tester 2500']);
  });

  it('refuses a sort outside the whitelist or a direction it does not know, naming the field', async () => {
    for (const path of ['/applications?sort=password', '/applications?sort=name&dir=sideways', '/members?sort=aadhaar', '/audit?from=2026-02-30']) {
      const res = await operatorGet(server.app, path, staff.accessToken);
      expect(res.status, path).toBe(400);
      expect(JSON.stringify(await res.json()), path).toMatch(/sort|dir|from/);
    }
  });

  it('exports the queue as filtered: a heading row, every row, formulas escaped, audited, for operators only', async () => {
    const sneaky = await applied(server.app, server.db, number());
    await operatorPost(
      server.app,
      `/applications/${sneaky.userId}/decision`,
      { decision: 'ONHOLD', reason: '=HYPERLINK("http://x.example","Open")' },
      staff.accessToken,
    );
    const held = await csvOf(`/applications.csv?status=ONHOLD&search=${sneaky.username}`);
    expect(held.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(held.res.headers.get('content-disposition')).toMatch(/^attachment; filename="tote-applications-2026-03-02\.csv"$/);
    expect(held.res.headers.get('cache-control')).toBe('private, no-store');
    expect(held.lines[0]).toBe('Name,Mobile (+91),City,Plan,Status,Submitted,Reason on hold');
    expect(held.lines.slice(1)).toEqual([
      expect.stringMatching(/^Neha Sharma,\d{5} \d{5},Jaipur,[^,]+,On hold,"02\/03\/2026, 14:30","'=HYPERLINK\(""http:\/\/x\.example"",""Open""\)"$/),
    ]);

    const all = await csvOf('/applications.csv?search=testpur&sort=name');
    expect(all.lines).toHaveLength(WAITING + 1);
    expect(all.lines[1]).toMatch(/^Queue Tester 0001,/);

    const exports = await get(`/audit?action=export.csv&actorUserId=${staff.userId}`);
    expect(exports.slice(0, 2).map((e: { summary: string; after: unknown }) => [e.summary, e.after])).toEqual([
      ['Exported the application queue as CSV (filtered)', { search: 'testpur', sort: 'name' }],
      ['Exported the application queue as CSV (filtered)', { status: 'ONHOLD', search: sneaky.username }],
    ]);
    expect((await operatorGet(server.app, '/applications.csv', sneaky.accessToken)).status).toBe(403);
    expect((await operatorGet(server.app, '/members.csv')).status).toBe(401);
  });

  it('writes CSV cells that spreadsheets read as text', () => {
    expect(['=1+2', '+91 98765 43210', '-5', '@SUM(A1)', '\t=1', 'plain', 'a,b', 'say "hi"', ' padded'].map(csvCell)).toEqual([
      "'=1+2",
      "'+91 98765 43210",
      "'-5",
      "'@SUM(A1)",
      "'\t=1",
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '" padded"',
    ]);
    expect(csvLine([-5, null, true, 'x\ny'])).toBe('-5,,yes,"x\ny"\r\n');
  });
});

describe('the member list and the audit log as tables', () => {
  it('sorts members by name and exports them as searched', async () => {
    const byName = await get('/members?search=queue%20tester&sort=name&dir=asc&size=2');
    expect(names(byName.members)).toEqual(['Queue Tester 0001', 'Queue Tester 0002']);
    const csv = await csvOf('/members.csv?search=queue%20tester&sort=name&dir=desc');
    expect(csv.lines[0]).toBe('Name,Mobile (+91),E-mail,Status,Joined,Plan,Membership from,Membership until,Membership');
    expect(csv.lines).toHaveLength(WAITING + 1);
    expect(csv.lines.slice(1, 3).map((line) => line.split(',').filter((_, i) => [0, 1, 3].includes(i)))).toEqual([
      ['Queue Tester 2500', '65000 02500', 'Waiting for review'],
      ['Queue Tester 2499', '65000 02499', 'Waiting for review'],
    ]);
  });

  it('exports the bag drops of the status shown, declined reasons escaped, audited, for operators only', async () => {
    const offered = await server.db.query<{ id: number }>(
      `insert into bagdrops (user_id, brand, title, colour, purchase_year) values ($1, 'Hermès', 'Kelly 28', 'Gold', 2019) returning id`,
      [other.userId],
    );
    const bagdropId = offered.rows[0].id;
    const waiting = await csvOf('/bagdrops.csv');
    expect(waiting.res.headers.get('content-disposition')).toMatch(/^attachment; filename="tote-bagdrops-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(waiting.lines[0]).toBe('Member,Mobile (+91),Brand,Model,Colour,Condition,Year bought,Status,Offered,Decided,Reason declined');
    expect(waiting.lines.filter((line) => line.includes('Kelly 28'))).toEqual([
      expect.stringMatching(/^Olivia Operator,\d{5} \d{5},Hermès,Kelly 28,Gold,,2019,Waiting for review,"\d{2}\/\d{2}\/\d{4}, [^"]+",,$/),
    ]);
    await data(await operatorPost(server.app, `/bagdrops/${bagdropId}/decline`, { reason: '=HYPERLINK("http://x.example")' }, staff.accessToken));
    expect((await csvOf('/bagdrops.csv')).lines.some((line) => line.includes('Kelly 28'))).toBe(false);
    const declined = await csvOf('/bagdrops.csv?status=DECLINED');
    expect(declined.lines[1]).toMatch(/,Hermès,Kelly 28,.*,Declined,.*,"'=HYPERLINK\(""http:\/\/x\.example""\)"$/);

    const exports = await get(`/audit?action=export.csv&actorUserId=${staff.userId}`);
    expect(exports.slice(0, 2).map((e: { summary: string; after: unknown }) => [e.summary, e.after])).toEqual([
      ['Exported the bag drops as CSV (filtered)', { status: 'DECLINED' }],
      ['Exported the bag drops as CSV', {}],
    ]);
    expect((await operatorGet(server.app, '/bagdrops.csv', (await applied(server.app, server.db, number())).accessToken)).status).toBe(403);
  });

  it('exports every newsletter and every event, formula cells escaped, audited, for operators only', async () => {
    await server.db.query(
      `insert into newsletters (slug, title, summary, content, published_at) values ('csv-issue', '=cmd|calc', 'Monsoon edit', '<p>Hi</p>', '2099-01-05T06:30:00Z')`,
    );
    await server.db.query(
      `insert into events (slug, title, description, starts_at, city, venue, capacity) values ('csv-evening', 'Trunk show', null, '2099-02-10T13:30:00Z', 'Mumbai', 'Kala Ghoda', 40)`,
    );
    const issues = await csvOf('/newsletters.csv');
    expect(issues.res.headers.get('content-disposition')).toMatch(/^attachment; filename="tote-newsletters-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(issues.lines[0]).toBe('Title,Summary,Status,Published');
    expect(issues.lines[1]).toBe(`'=cmd|calc,Monsoon edit,Scheduled,"05/01/2099, 12:00"`);
    const events = await csvOf('/events.csv');
    expect(events.lines[0]).toBe('Event,When,Venue,City,Seats,Seats left,Status');
    expect(events.lines.filter((line) => line.startsWith('Trunk show,'))).toEqual(['Trunk show,"10/02/2099, 19:00",Kala Ghoda,Mumbai,40,40,Published']);
    const exports = await get(`/audit?action=export.csv&actorUserId=${staff.userId}`);
    expect(exports.slice(0, 2).map((e: { summary: string }) => e.summary)).toEqual(['Exported the club events as CSV', 'Exported the newsletters as CSV']);
    expect((await operatorGet(server.app, '/events.csv', (await applied(server.app, server.db, number())).accessToken)).status).toBe(403);
  });

  it('filters the audit log by operator, action, member and India’s days', async () => {
    const one = await applied(server.app, server.db, number());
    const two = await applied(server.app, server.db, number());
    await operatorPost(server.app, `/applications/${one.userId}/decision`, { decision: 'APPROVED' }, staff.accessToken);
    await operatorPost(server.app, `/applications/${two.userId}/decision`, { decision: 'APPROVED' }, other.accessToken);
    const about = (rows: { summary: string }[]) => rows.map((r) => r.summary);
    expect(about(await get(`/audit?memberId=${one.userId}`))).toEqual([`Approved the application of Neha Sharma (${one.username})`]);
    expect(about(await get(`/audit?memberId=${two.userId}&actorUserId=${staff.userId}`))).toEqual([]);
    expect(about(await get(`/audit?memberId=${two.userId}&actorUserId=${other.userId}&action=application.approve`))).toHaveLength(1);
    // 09:00 UTC is 14:30 in India on 02/03/2026: that day holds the row, the day before and after do not.
    expect(await get(`/audit?memberId=${one.userId}&from=2026-03-02&to=2026-03-02`)).toHaveLength(1);
    expect(await get(`/audit?memberId=${one.userId}&from=2026-03-03`)).toEqual([]);
    expect(await get(`/audit?memberId=${one.userId}&to=2026-03-01`)).toEqual([]);
  });

  it('records one row per operator, application and half hour of looking at its documents', async () => {
    const applicant = await applied(server.app, server.db, number());
    const detail = await get(`/applications/${applicant.userId}`);
    const docs: { url: string }[] = detail.applications[0].documents;
    const look = (who: Session) => Promise.all(docs.map((d) => operatorGet(server.app, d.url.replace(/^\/api\/operator/, ''), who.accessToken)));
    const rows = async () => get(`/audit?subjectType=application&subjectId=${detail.applications[0].applicationId}&action=document.view`);

    // Opening the application twice, its three files at once each time: one row.
    expect((await look(staff)).map((r) => r.status)).toEqual([200, 200, 200]);
    await look(staff);
    expect((await rows()).map((r: { summary: string; actor: { name: string } }) => [r.summary, r.actor.name])).toEqual([
      ['Viewed the identity documents of Neha Sharma', 'Olivia Operator'],
    ]);
    // Another operator is their own session; the first one's next half hour is a new one.
    await look(other);
    expect(await rows()).toHaveLength(2);
    server.clock.advance(30 * 60_000);
    await look(staff);
    expect(await rows()).toHaveLength(3);
  });
});
