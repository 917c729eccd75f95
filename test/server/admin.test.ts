import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/applications/admin-commands';
import { approveDueApplications, autoApproveSeconds } from '../../server/applications/auto-approve';
import { testConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { DECISION_MESSAGES } from '../../server/applications/decide-application';
import { applicationUser, applied, registerApplication, slabIds, statusOf, verifyAadhaar } from './support/membership-journey';
import { freshNumber, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8950000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The test database as the command opens it; its close() must not close the shared one. */
const borrowed = (): Promise<Database> => Promise.resolve({ ...server.db, close: async () => {} });

async function admin(argv: string[], overrides: { dataDir?: string; fetch?: typeof fetch } = {}) {
  const lines: string[] = [];
  const code = await runAdmin(argv, {
    config: testConfig({ dataDir: overrides.dataDir ?? '', port: 8089 }),
    fetch: overrides.fetch,
    openDb: borrowed,
    print: (line) => lines.push(line),
  });
  return { code, out: lines.join('\n') };
}

describe('npm run admin (direct database mode)', () => {
  it('approve <mobile> moves PENDING -> APPROVED and notifies the member; list-pending lists who waits', async () => {
    const me = await applied(server.app, server.db, number());
    const listed = await admin(['list-pending']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${me.username}  PENDING  Neha Sharma`);

    const result = await admin(['approve', `+91${me.username}`]);
    expect(result).toEqual({ code: 0, out: `Neha Sharma (${me.username}) is now approved. They have been notified and can pay.` });
    expect(await statusOf(server.app, me)).toBe('APPROVED');
    const bell = (
      await server.db.query<{ title: string; message: string; link: string }>(
        "select title, message, link from notifications where to_user_id = $1 and title = 'Application approved'",
        [me.userId],
      )
    ).rows;
    expect(bell).toHaveLength(1);
    expect(bell[0].message).toContain('Your application is approved.');
    expect(bell[0].link).toBe('/package-details');
    expect((await admin(['list-pending'])).out).not.toContain(me.username);
  });

  it('refuses what is not pending (exit 1) and explains its usage (exit 2)', async () => {
    const me = await applied(server.app, server.db, number());
    await admin(['approve', me.username]);
    const twice = await admin(['approve', me.username]);
    expect(twice.code).toBe(1);
    expect(twice.out).toBe(`Neha Sharma (${me.username}) is APPROVED, not PENDING or ONHOLD: nothing to approve.`);
    expect(await admin(['approve', '9999999999'])).toEqual({ code: 1, out: 'No member with mobile number 9999999999.' });
    expect((await admin(['approve', '12'])).code).toBe(2);
    expect((await admin(['dance'])).out).toContain('npm run admin -- approve <mobile>');
  });

  it('hold <mobile> <reason> puts an application on hold (a reason is required); approving it later still works', async () => {
    const me = await applied(server.app, server.db, number());
    expect(await admin(['hold', me.username])).toEqual({ code: 1, out: DECISION_MESSAGES.reasonRequired });
    expect(await admin(['hold', me.username, 'The', 'PAN', 'card', 'is', 'blurred.'])).toEqual({
      code: 0,
      out: `Neha Sharma (${me.username}) is now on hold. They have been notified with the reason.`,
    });
    expect(await statusOf(server.app, me)).toBe('ONHOLD');
    const told = (
      await server.db.query<{ message: string }>("select message from notifications where to_user_id = $1 and title = 'Application on hold'", [me.userId])
    ).rows;
    expect(told[0].message).toContain('The PAN card is blurred.');
    expect((await admin(['approve', me.username])).code).toBe(0);
    expect(await statusOf(server.app, me)).toBe('APPROVED');
  });
});

describe('npm run admin: decline and the operator role', () => {
  it('decline <mobile> <reason> sends the applicant back to DRAFT with the reason; they may apply again', async () => {
    const session = await signUp(server.app, number());
    const aadhaar = await verifyAadhaar(server.app, session.accessToken);
    const slabId = (await slabIds(server.db))[0];
    const first = await registerApplication(server.app, session.accessToken, {
      user: applicationUser(session, aadhaar),
      memberslab: { membershipPlanSlabId: slabId },
    });
    expect(first.status).toBe(200);
    const me = { ...session, slabId };
    expect(await admin(['decline', me.username])).toEqual({ code: 1, out: DECISION_MESSAGES.reasonRequired });
    const result = await admin(['decline', me.username, 'The Aadhaar photos are unreadable.']);
    expect(result).toEqual({
      code: 0,
      out: `Neha Sharma (${me.username}): the application is declined. They have been notified and may apply again.`,
    });
    expect(await statusOf(server.app, me)).toBe('DRAFT');
    const told = (
      await server.db.query<{ message: string; link: string }>(
        "select message, link from notifications where to_user_id = $1 and title = 'Application not accepted'",
        [me.userId],
      )
    ).rows;
    expect(told).toEqual([{ message: expect.stringContaining('The Aadhaar photos are unreadable.'), link: '/member-application-form' }]);
    const orders = (await server.db.query<{ status: string }>('select status from orders where user_id = $1', [me.userId])).rows;
    expect(orders.map((o) => o.status)).toEqual(['CANCELLED']);
    expect((await admin(['approve', me.username])).code).toBe(1);

    const again = await registerApplication(server.app, me.accessToken, {
      user: applicationUser(me, aadhaar),
      memberslab: { membershipPlanSlabId: me.slabId },
    });
    expect(again.status).toBe(200);
    expect(await statusOf(server.app, me)).toBe('PENDING');
    expect((await admin(['list-pending'])).out).toContain(me.username);
  });

  it('grant-operator, list-operators and revoke-operator change the role once each, audited; unknown numbers are refused', async () => {
    const staff = await signUp(server.app, number(), { firstName: 'Olivia', lastName: 'Operator' });
    expect(await admin(['grant-operator', staff.username])).toEqual({
      code: 0,
      out: `Olivia Operator (${staff.username}) is now an operator: they log in on the site as usual and find the back office at #/operator.`,
    });
    expect((await admin(['grant-operator', staff.username])).out).toBe(`Olivia Operator (${staff.username}) already is an operator.`);
    expect((await admin(['list-operators'])).out).toContain(`${staff.username}  Olivia Operator`);
    const roles = (await server.db.query<{ roles: string[] }>('select roles from users where id = $1', [staff.userId])).rows[0].roles;
    expect(roles).toEqual(['ROLE_CUSTOMER', 'ROLE_OPERATOR']);
    expect((await admin(['revoke-operator', staff.username])).out).toBe(`Olivia Operator (${staff.username}) is no longer an operator.`);
    const audit = (
      await server.db.query<{ action: string; actor_name: string }>(
        "select action, actor_name from audit_log where subject_type = 'user' and subject_id = $1 order by id",
        [String(staff.userId)],
      )
    ).rows;
    expect(audit).toEqual([
      { action: 'operator.grant', actor_name: 'npm run admin' },
      { action: 'operator.revoke', actor_name: 'npm run admin' },
    ]);
    const unknown = await admin(['grant-operator', '9999999991']);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('they sign up on the site first');
    expect((await admin(['grant-operator', staff.username, 'extra'])).code).toBe(2);
  });
});

describe('npm run admin through the running server', () => {
  it('uses the operator endpoint with data/operator-token; the endpoint refuses a wrong token', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tote-admin-'));
    const app = server.appWith({ dataDir });
    const tokenFile = join(dataDir, 'operator-token');
    expect(statSync(tokenFile).mode & 0o077).toBe(0);
    const seen: string[] = [];
    const viaApp = ((url: string, init?: RequestInit) => {
      seen.push(`${init?.method} ${new URL(url).pathname}`);
      return Promise.resolve(app.request(new URL(url).pathname + new URL(url).search, init));
    }) as typeof fetch;

    const me = await applied(app, server.db, number());
    const result = await admin(['approve', me.username], { dataDir, fetch: viaApp });
    expect(result.code).toBe(0);
    expect(seen).toEqual([`GET /api/operator/members`, `POST /api/operator/applications/${me.userId}/decision`]);
    expect(await statusOf(app, me)).toBe('APPROVED');
    const audit = (
      await server.db.query<{ actor_name: string; action: string }>(
        "select actor_name, action from audit_log where subject_type = 'application' order by id desc limit 1",
      )
    ).rows[0];
    expect(audit).toEqual({ actor_name: 'npm run admin', action: 'application.approve' });

    expect((await admin(['approve', '9999999990'], { dataDir, fetch: viaApp })).out).toBe('No member with mobile number 9999999990.');
    const wrong = await app.request('/api/operator/applications', { headers: { 'x-operator-token': 'nope' } });
    expect(wrong.status).toBe(403);
    const proxied = await app.request('/api/operator/applications', {
      headers: { 'x-operator-token': readFileSync(tokenFile, 'utf8'), 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(403);
    // Without a data folder there is no token: the command's header gets nowhere.
    const noFolder = await server
      .appWith({ dataDir: '' })
      .request('/api/operator/applications', { headers: { 'x-operator-token': readFileSync(tokenFile, 'utf8') } });
    expect(noFolder.status).toBe(403);
  });

  it('with DATABASE_URL works on the database directly, never through a server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tote-admin-'));
    server.appWith({ dataDir });
    const me = await applied(server.app, server.db, number());
    const lines: string[] = [];
    const never = (() => Promise.reject(new Error('no server call expected'))) as typeof fetch;
    const code = await runAdmin(['approve', me.username], {
      config: testConfig({ dataDir, databaseUrl: 'postgres://tote@db.example/tote', port: 8089 }),
      fetch: never,
      openDb: borrowed,
      print: (line) => lines.push(line),
    });
    expect({ code, lines }).toEqual({ code: 0, lines: [`Neha Sharma (${me.username}) is now approved. They have been notified and can pay.`] });
  });

  it('falls back to the database when no server answers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tote-admin-'));
    server.appWith({ dataDir });
    const me = await applied(server.app, server.db, number());
    const refused = (() => Promise.reject(new TypeError('fetch failed: ECONNREFUSED'))) as typeof fetch;
    expect((await admin(['approve', me.username], { dataDir, fetch: refused })).code).toBe(0);
    expect(await statusOf(server.app, me)).toBe('APPROVED');
  });
});

describe('demo auto-approval (TOTE_AUTO_APPROVE_SECONDS)', () => {
  it('is 20 s by default in demo mode, configurable, and never in production', () => {
    expect(autoApproveSeconds({}, true)).toBe(20);
    expect(autoApproveSeconds({ TOTE_AUTO_APPROVE_SECONDS: '5' }, true)).toBe(5);
    expect(autoApproveSeconds({ TOTE_AUTO_APPROVE_SECONDS: '0' }, true)).toBe(0);
    expect(autoApproveSeconds({ TOTE_AUTO_APPROVE_SECONDS: '5' }, false)).toBe(0);
  });

  it('approves a PENDING application once the delay has passed, not before', async () => {
    const me = await applied(server.app, server.db, number());
    const submitted = server.clock.now().getTime();
    expect(await approveDueApplications(server.db, 20, new Date(submitted + 10_000))).not.toContain(me.username);
    expect(await statusOf(server.app, me)).toBe('PENDING');
    expect(await approveDueApplications(server.db, 20, new Date(submitted + 21_000))).toContain(me.username);
    expect(await statusOf(server.app, me)).toBe('APPROVED');
  });
});
