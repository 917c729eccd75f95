import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../server/operators/actor';
import { decideApplication } from '../../server/applications/decide-application';
import { runAdmin } from '../../server/applications/admin-commands';
import { testConfig } from '../../server/config';
import { MARKETING_ONLY } from '../../server/http/require-marketing';
import { OPERATORS_ONLY } from '../../server/http/require-operator';
import { PartnersFunnelShape } from '../../src/api/shapes/marketing';
import { applied, pay } from './support/membership-journey';
import { operator, operatorGet, shaped } from './support/operator';
import { freshNumber, getAuthed, postJson, type Session, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(7700000000);
let server: TestServer;
let marketing: Session;
let member: Session;

beforeAll(async () => {
  server = await startTestServer();
  // Sign-ups are dated by the database's clock: the app's clock is set to the same day.
  server.clock.advance(Date.now() - server.clock.now().getTime());
  marketing = await signUp(server.app, number(), { firstName: 'Meera', lastName: 'Marketing' });
  const lines: string[] = [];
  const code = await runAdmin(['grant-marketing', marketing.username], {
    config: testConfig({ dataDir: '', port: 8089 }),
    openDb: () => Promise.resolve({ ...server.db, close: async () => {} }),
    print: (line) => lines.push(line),
  });
  expect([code, lines]).toEqual([0, [`Meera Marketing (${marketing.username}) now sees the marketing pages at #/operator/partners.`]]);
  member = await signUp(server.app, number());
});
afterAll(() => server.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(server.clock.now());
const funnel = async (token: string, search = '') => {
  const res = await getAuthed(server.app, `/api/marketing/partners${search}`, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return shaped((await res.json()).data, PartnersFunnelShape);
};
const row = async (partnerId: string) => (await funnel(marketing.accessToken, `?from=${today()}&to=${today()}&partnerId=${partnerId}`)).partners[0];

describe('the marketing role', () => {
  it('reaches the Partners funnel; members and strangers do not; marketing does not reach operator data', async () => {
    expect((await getAuthed(server.app, '/api/marketing/partners')).status).toBe(401);
    const refused = await getAuthed(server.app, '/api/marketing/partners', member.accessToken);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(MARKETING_ONLY);
    await funnel(marketing.accessToken);
    const staff = await operator(server, 7790000000);
    await funnel(staff.accessToken);
    for (const path of ['/members', '/applications', '/audit']) {
      const res = await operatorGet(server.app, path, marketing.accessToken);
      expect(res.status, path).toBe(403);
      expect((await res.json()).message).toBe(OPERATORS_ONLY);
    }
    const audit = await server.db.query<{ action: string }>("select action from audit_log where action = 'marketing.grant'");
    expect(audit.rows).toHaveLength(1);
  });
});

describe('a partner page’s funnel', () => {
  it('counts visits, sign-ups, applications, approvals, paid memberships and revenue with GST, for that partner only', async () => {
    const partnerId = `spring-${Date.now()}`;
    for (let i = 0; i < 3; i++) expect((await postJson(server.app, '/api/marketing/visits', { partnerId })).status).toBe(204);
    await signUp(server.app, number(), { partnerId });
    const approvedOne = await applied(server.app, server.db, number(), 0, { partnerId });
    await applied(server.app, server.db, number(), 0, { partnerId });
    await applied(server.app, server.db, number(), 0, { partnerId: `${partnerId}-other` });
    await applied(server.app, server.db, number());
    await decideApplication(server.db, approvedOne.username, 'APPROVED', CLI_ACTOR);
    const paid = await pay(server.app, approvedOne.accessToken, { orderId: approvedOne.orderId, idempotencyKey: `marketing-${approvedOne.orderId}-key` });
    expect(paid.status).toBe(200);
    const order = (await server.db.query<{ amount: string; tax: string }>('select amount, tax from orders where id = $1', [approvedOne.orderId])).rows[0];

    expect(await row(partnerId)).toEqual({
      partnerId,
      visits: 3,
      signUps: 3,
      applications: 2,
      approvals: 1,
      paidMemberships: 1,
      revenue: Number(order.amount) + Number(order.tax),
      taxable: Number(order.amount),
    });
    expect(Number(order.tax)).toBeGreaterThan(0);
    // Another period sees none of it.
    const earlier = await funnel(marketing.accessToken, `?from=2020-01-01&to=2020-01-31&partnerId=${partnerId}`);
    expect(earlier.partners).toEqual([]);
  });

  it('pages the partner pages on the server, past the 500 it once stopped at, with how many there are in all', async () => {
    // 600 partner pages visited on a day of their own, as a long-running club would have.
    await server.db.query(
      `insert into partner_visits (partner_id, day, visits) select 'paging-' || lpad(g::text, 3, '0'), '2025-01-15', 1000 - g from generate_series(1, 600) g`,
    );
    const period = '?from=2025-01-15&to=2025-01-15';
    const first = await funnel(marketing.accessToken, period);
    expect(first.total).toBe(600);
    expect(first.partners.map((p) => p.partnerId).slice(0, 2)).toEqual(['paging-001', 'paging-002']);
    expect(first.partners).toHaveLength(100);
    const seen = new Set<string>();
    for (let page = 0; page < 3; page++) {
      const rows = (await funnel(marketing.accessToken, `${period}&size=200&page=${page}`)).partners;
      expect(rows).toHaveLength(200);
      for (const r of rows) seen.add(r.partnerId);
    }
    expect(seen.size).toBe(600);
    expect(seen.has('paging-600')).toBe(true);
    expect(await funnel(marketing.accessToken, `${period}&size=200&page=3`)).toMatchObject({ partners: [], total: 600 });
    expect((await getAuthed(server.app, `/api/marketing/partners${period}&size=201`, marketing.accessToken)).status).toBe(400);
  });

  it('exports every partner page of the period as CSV, past one page, audited under who took it; members are refused', async () => {
    const res = await getAuthed(server.app, '/api/marketing/partners.csv?from=2025-01-15&to=2025-01-15', marketing.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="tote-partners-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text())
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .slice(0, -1);
    expect(lines[0]).toBe('Partner id,Visits,Sign-ups,Applications,Approvals,Paid memberships,"Revenue (₹, GST included)",Taxable value (₹)');
    expect(lines[1]).toBe('paging-001,999,0,0,0,0,0.00,0.00');
    expect(lines).toHaveLength(601);
    const audit = await server.db.query<{ summary: string; actor_user_id: number }>(
      "select summary, actor_user_id from audit_log where action = 'export.csv' and subject_type = 'partners'",
    );
    expect(audit.rows).toEqual([{ summary: 'Exported the partner pages’ funnel as CSV (filtered)', actor_user_id: marketing.userId }]);
    expect((await getAuthed(server.app, '/api/marketing/partners.csv', member.accessToken)).status).toBe(403);
    expect((await server.app.request('/api/marketing/partners.csv')).status).toBe(401);
  });

  it('refuses bad partner ids and periods with a clear 400', async () => {
    for (const partnerId of ['<script>', 'a'.repeat(65), '', 42]) {
      const res = await postJson(server.app, '/api/marketing/visits', { partnerId });
      expect(res.status, String(partnerId)).toBe(400);
    }
    const backwards = await getAuthed(server.app, '/api/marketing/partners?from=2026-03-02&to=2026-03-01', marketing.accessToken);
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).message).toBe('The period starts after it ends.');
    const notADate = await getAuthed(server.app, '/api/marketing/partners?from=31/12/2026', marketing.accessToken);
    expect(notADate.status).toBe(400);
  });
});

describe('the snippet builder’s preview page', () => {
  it('shows the chosen widgets in the chosen colours under a policy of its own: our scripts and API, that one style block, framed only by us', async () => {
    const res = await server.app.request('/api/marketing/snippet-preview?widgets=tote-header,tote-auth&theme=--tote-accent:%23AA3366;--tote-ink:%23101010;');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script async src="/widgets/header.js"></script>');
    expect(html).toContain('<tote-header partner></tote-header>');
    // No partner id: a preview is no visit of the partner's page.
    expect(html).not.toContain('partner-id');
    const style = /<style>([\s\S]*)<\/style>/.exec(html)![1];
    expect(style).toContain('tote-header, tote-auth {\n    --tote-accent:#aa3366;\n    --tote-ink:#101010;');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Nothing else gets in: a made-up widget, markup in the colours.
    const unknown = await server.app.request('/api/marketing/snippet-preview?widgets=tote-evil');
    expect([unknown.status, (await unknown.json()).message]).toEqual([400, 'There is no widget called tote-evil.']);
    for (const bad of ['widgets=tote-header%22%3E%3Cscript%3E', 'widgets=tote-header&theme=--tote-accent:red;}%3C/style%3E', '']) {
      expect((await server.app.request(`/api/marketing/snippet-preview?${bad}`)).status, bad).toBe(400);
    }
  });
});
