import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATORS_ONLY } from '../../server/http/require-operator';
import { CLI_ACTOR } from '../../server/operators/actor';
import { changeOperatorRole } from '../../server/operators/grant-operator';
import { applied, statusOf } from './support/membership-journey';
import { operator, operatorGet, operatorPost, shaped } from './support/operator';
import { array } from 'superstruct';
import { AuditEntryShape } from '../../src/api/shapes/operator';
import { freshNumber, type Session, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(7800000000);
let server: TestServer;
let staff: Session;
let member: Session;

beforeAll(async () => {
  server = await startTestServer();
  staff = await operator(server);
  member = await signUp(server.app, number());
});
afterAll(() => server.close());

// Every operator route the app registers, so a route added later is checked too.
const routes = () =>
  server.app.routes
    .filter((r) => r.path.startsWith('/api/operator/') && r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path.replace(/:\w+\{[^/]*\}/g, '1') }));

function call(route: { method: string; path: string }, token?: string, headers: Record<string, string> = {}) {
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
  return Promise.resolve(
    server.app.request(route.path, {
      method: route.method,
      body,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    }),
  );
}

const auditCount = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0].n;

describe('the operator role on every /api/operator route', () => {
  it('covers all the back office calls', () => {
    const paths = routes().map((r) => `${r.method} ${r.path}`);
    expect(paths.length).toBeGreaterThanOrEqual(30);
    for (const expected of [
      'POST /api/operator/applications/1/decision',
      'GET /api/operator/documents/1',
      'POST /api/operator/bookings/1/check-in',
      'POST /api/operator/products',
      'GET /api/operator/audit',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('401 without a token, 403 with a member’s token (nothing changes, nothing is audited), never either for an operator', async () => {
    for (const route of routes()) {
      const before = await auditCount();
      const anonymous = await call(route);
      expect(anonymous.status, `${route.method} ${route.path} without token`).toBe(401);
      const refused = await call(route, member.accessToken);
      expect(refused.status, `${route.method} ${route.path} as a member`).toBe(403);
      expect((await refused.json()).message).toBe(OPERATORS_ONLY);
      expect(await auditCount(), `${route.method} ${route.path} refused`).toBe(before);
      // An operator's call may be audited (a CSV export of personal data is).
      const allowed = await call(route, staff.accessToken);
      // The CLI-only call answers 403 with its own reason; every other one gets past the role check.
      if (route.method === 'POST' && ['/api/operator/operators', '/api/operator/seed-demo', '/api/operator/marketing-team'].includes(route.path))
        expect((await allowed.json()).message).toContain('npm run admin');
      else expect([401, 403], `${route.method} ${route.path} as an operator`).not.toContain(allowed.status);
      expect(allowed.status, `${route.method} ${route.path} as an operator, empty body`).toBeLessThan(500);
    }
  });

  it('a member cannot approve their own application, nor reach documents by guessing ids', async () => {
    const applicant = await applied(server.app, server.db, number());
    const res = await operatorPost(server.app, `/applications/${applicant.userId}/decision`, { decision: 'APPROVED' }, applicant.accessToken);
    expect(res.status).toBe(403);
    expect(await statusOf(server.app, applicant)).toBe('PENDING');
    const documents = (
      await server.db.query<{ id: number }>('select d.id from application_documents d join applications a on a.id = d.application_id where a.user_id = $1', [
        applicant.userId,
      ])
    ).rows;
    for (const doc of documents) expect((await operatorGet(server.app, `/documents/${doc.id}`, applicant.accessToken)).status).toBe(403);
  });

  it('reads the role on every call: revoking it works at once; a deleted user’s or an expired token is 401', async () => {
    const other = await operator(server);
    expect((await operatorGet(server.app, '/me', other.accessToken)).status).toBe(200);
    await changeOperatorRole(server.db, CLI_ACTOR, other.username, false, server.clock.now());
    expect((await operatorGet(server.app, '/me', other.accessToken)).status).toBe(403);

    const gone = await operator(server);
    await server.db.query('delete from users where id = $1', [gone.userId]);
    expect((await operatorGet(server.app, '/me', gone.accessToken)).status).toBe(401);

    server.clock.advance(2 * 60 * 60 * 1000);
    try {
      expect((await operatorGet(server.app, '/me', staff.accessToken)).status).toBe(401);
    } finally {
      server.clock.advance(-2 * 60 * 60 * 1000);
    }
  });

  it('the command-line header is no way around the role: a wrong operator token is 403 even beside an operator’s bearer', async () => {
    const res = await call({ method: 'GET', path: '/api/operator/me' }, staff.accessToken, { 'x-operator-token': 'guess' });
    expect(res.status).toBe(403);
  });

  it('GET /me names the operator; GET /operators lists who holds the role', async () => {
    expect((await (await operatorGet(server.app, '/me', staff.accessToken)).json()).data).toEqual({ userId: staff.userId, name: 'Olivia Operator' });
    const list = (await (await operatorGet(server.app, '/operators', staff.accessToken)).json()).data;
    expect(list).toContainEqual({ userId: staff.userId, mobile: staff.username, name: 'Olivia Operator' });
    expect(list.map((o: { userId: number }) => o.userId)).not.toContain(member.userId);
  });
});

describe('the audit log', () => {
  it('records who did what and when, with before and after; operators read it newest first, by subject, paged', async () => {
    const applicant = await applied(server.app, server.db, number());
    await operatorPost(
      server.app,
      `/applications/${applicant.userId}/decision`,
      { decision: 'ONHOLD', reason: 'Please upload a sharper PAN card.' },
      staff.accessToken,
    );
    await operatorPost(server.app, `/applications/${applicant.userId}/decision`, { decision: 'APPROVED' }, staff.accessToken);
    const applicationId = (await server.db.query<{ id: number }>('select id from applications where user_id = $1', [applicant.userId])).rows[0].id;

    const res = await operatorGet(server.app, `/audit?subjectType=application&subjectId=${applicationId}`, staff.accessToken);
    expect(res.status).toBe(200);
    const entries = shaped((await res.json()).data, array(AuditEntryShape));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      at: server.clock.now().toISOString(),
      actor: { userId: staff.userId, name: 'Olivia Operator' },
      action: 'application.approve',
      subjectType: 'application',
      subjectId: String(applicationId),
      summary: `Approved the application of Neha Sharma (${applicant.username})`,
      before: { userStatus: 'ONHOLD', decision: 'ONHOLD', reason: 'Please upload a sharper PAN card.' },
      after: { userStatus: 'APPROVED', decision: 'APPROVED', reason: null },
    });
    expect(entries[1]).toMatchObject({ action: 'application.hold', before: { userStatus: 'PENDING', decision: null }, after: { userStatus: 'ONHOLD' } });

    const page = (await (await operatorGet(server.app, `/audit?subjectType=application&subjectId=${applicationId}&size=1&page=1`, staff.accessToken)).json())
      .data;
    expect(page).toHaveLength(1);
    expect(page[0].action).toBe('application.hold');
    for (const bad of ['/audit?size=0', '/audit?size=9999', '/audit?page=-1', '/audit?page=1e9', '/audit?subjectType=%00']) {
      expect((await operatorGet(server.app, bad, staff.accessToken)).status, bad).toBe(400);
    }
  });
});
