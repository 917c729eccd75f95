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
    await registerRequest(app, newUser(mobile));
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
  it('refuses production without TOTE_SECRET, and with the console SMS sender, saying what to set', async () => {
    const noSecret = await spawnServer({ NODE_ENV: 'production', TOTE_SECRET: '' });
    expect(await new Promise((done) => noSecret.child.once('exit', done))).toBe(1);
    expect(noSecret.output()).toContain('TOTE_SECRET is not set');
    await noSecret.stop();
    const consoleSms = await spawnServer({ NODE_ENV: 'production', TOTE_PAYMENT_GATEWAY: 'demo' });
    expect(await new Promise((done) => consoleSms.child.once('exit', done))).toBe(1);
    expect(consoleSms.output()).toContain('TOTE_SMS_PROVIDER: production must send real SMS');
    await consoleSms.stop();
  });

  it('refuses production without a courier, naming the variable', async () => {
    const noCourier = await spawnServer({
      NODE_ENV: 'production',
      TOTE_SMS_PROVIDER: 'msg91',
      TOTE_MSG91_AUTH_KEY: 'k',
      TOTE_MSG91_TEMPLATE_ID: 't',
      TOTE_COURIER: '',
    });
    expect(await new Promise((done) => noCourier.child.once('exit', done))).toBe(1);
    expect(noCourier.output()).toContain('Set TOTE_COURIER: production needs real shipment tracking (bluedart');
    await noCourier.stop();
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
