import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/log/logger';
import { Msg91SmsSender } from '../../server/sms/msg91-sms-sender';
import { aadhaarNumber, applicationUser, registerApplication, slabIds } from './support/membership-journey';
import { startRecordingServer, type RecordingServer } from './support/recording-server';
import { spawnServer } from './support/spawn-server';
import { freshNumber, newUser, postJson, registerRequest, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let msg91: RecordingServer;
beforeAll(async () => {
  server = await startTestServer();
  msg91 = await startRecordingServer(() => ({ body: { type: 'success', message: 'ok' } }));
});
afterAll(async () => {
  await msg91.close();
  await server.close();
});

describe('production logs', () => {
  it('one JSON line per request (id, method, route, status, duration), and never an OTP, a token or Aadhaar digits', async () => {
    const lines: string[] = [];
    const app = createApp({
      db: server.db,
      config: { ...server.config, demo: false },
      sms: new Msg91SmsSender({ authKey: 'k', templateId: 't', baseUrl: msg91.url }),
      now: server.clock.now,
      log: createLogger({ json: true, level: 'info', destination: new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }) }),
    });
    const mobile = freshNumber(9400000000);
    msg91.requests.length = 0;
    await postJson(app, '/api/user/send-otp', { username: mobile });
    const otp = JSON.parse(msg91.requests[0].body.toString()).recipients[0].otp as string;
    await postJson(app, '/api/user/verify-otp', { username: mobile, otp });
    await registerRequest(app, newUser(mobile, { otp }));
    const tokens = (await (await postJson(app, '/api/auth/generate-token', { username: mobile, otp })).json()).data;
    const aadhaar = aadhaarNumber();
    await postJson(app, '/api/user/verifyAddhar', { aadhaarNumber: aadhaar }, tokens.accessToken);
    const slab = (await slabIds(server.db))[0];
    const userId = (await server.db.query<{ id: number }>('select id from users where username = $1', [mobile])).rows[0].id;
    const submitted = await registerApplication(app, tokens.accessToken, {
      user: applicationUser({ userId, username: mobile, accessToken: tokens.accessToken, refreshToken: '' }, aadhaar),
      memberslab: { membershipPlanSlabId: slab },
    });
    expect(submitted.status).toBe(200);
    await app.request(`/api/user/validate-user/${mobile}`, { headers: { 'x-request-id': 'lb-abc-123' } });

    const records = lines
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = records.filter((r) => 'route' in r);
    expect(requests.length).toBe(7);
    for (const r of requests) {
      expect(Object.keys(r).sort()).toEqual(['level', 'method', 'ms', 'msg', 'reqId', 'route', 'status', 'time']);
      expect(typeof r.ms).toBe('number');
    }
    expect(requests.at(-1)).toMatchObject({ reqId: 'lb-abc-123', method: 'GET', route: '/api/user/validate-user/:username', status: 200 });
    const everything = lines.join('');
    for (const secret of [otp, tokens.accessToken, tokens.refreshToken, aadhaar, aadhaar.slice(0, 8), mobile]) expect(everything).not.toContain(secret);
  });
});

describe('starting for real', () => {
  it('production with no settings at all names every missing variable in one go, in the documented order, and starts nothing', async () => {
    const bare = await spawnServer({ NODE_ENV: 'production', TOTE_SECRET: '', TOTE_ALLOW_DEMO_FACTS: '' });
    expect(await new Promise((done) => bare.child.once('exit', done))).toBe(1);
    const output = bare.output();
    const named = ['TOTE_SECRET', 'TOTE_SMS_PROVIDER', 'TOTE_PAYMENT_GATEWAY', 'TOTE_COURIER', 'club facts'];
    const at = named.map((name) => output.indexOf(`${name}: `));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(output).toContain('5 settings are missing or malformed');
    expect(output).toContain('production must send real SMS');
    expect(output).toContain("still holds the demo club's legal facts");
    await bare.stop();
  });

  it('names the keys of the providers chosen, and malformed values with their format, without echoing a secret', async () => {
    const half = await spawnServer({
      NODE_ENV: 'production',
      TOTE_SMS_PROVIDER: 'msg91',
      TOTE_MSG91_BASE_URL: 'https://control.msg91.com/api/v5/flow',
      TOTE_PAYMENT_GATEWAY: 'razorpay',
      TOTE_RAZORPAY_KEY_SECRET: 'very-secret-value',
      TOTE_COURIER: 'bluedart',
      TOTE_BLUEDART_BASE_URL: 'https://api.bluedart.com',
      TOTE_DB_POOL_MAX: '1',
    });
    expect(await new Promise((done) => half.child.once('exit', done))).toBe(1);
    const output = half.output();
    for (const name of [
      'TOTE_DB_POOL_MAX',
      'TOTE_MSG91_AUTH_KEY',
      'TOTE_MSG91_TEMPLATE_ID',
      'TOTE_MSG91_BASE_URL',
      'TOTE_RAZORPAY_KEY_ID',
      'TOTE_PUBLIC_URL',
      'TOTE_BLUEDART_LOGIN_ID',
      'TOTE_BLUEDART_LICENCE_KEY',
      'TOTE_BLUEDART_BASE_URL',
    ]) {
      expect(output).toContain(`${name}: `);
    }
    expect(output).not.toContain('TOTE_RAZORPAY_KEY_SECRET: ');
    expect(output).toContain('must be the host only');
    expect(output).toContain("must be the servlet's full URL");
    expect(output).not.toContain('very-secret-value');
    await half.stop();
  });

  it('a second process on the same embedded data folder refuses, naming the first; a stale lock is taken over', async () => {
    const first = await spawnServer({ DATABASE_URL: '' });
    await first.ready();
    const second = await spawnServer({ DATABASE_URL: '', DATA_DIR: first.dataDir });
    expect(await new Promise((done) => second.child.once('exit', done))).toBe(1);
    expect(second.output()).toContain(`Another Tote server (pid ${first.child.pid}`);
    // A crash leaves the lock behind: the next start takes it over.
    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));
    const third = await spawnServer({ DATABASE_URL: '', DATA_DIR: first.dataDir });
    await third.ready();
    await third.stop();
    await first.stop();
  });
});
