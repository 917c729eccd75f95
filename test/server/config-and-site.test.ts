import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuthed, postJson, sendOtp, startTestServer, type TestServer } from './support/test-server';
import { DEMO_ACTIVE_USERNAME, DEMO_USERS, seedDemoData } from '../../server/seed/seed-demo-data';
import { USER_STATUSES } from '../../src/api/shapes/user';

let server: TestServer;
let tmp: string;

beforeAll(async () => {
  server = await startTestServer();
  tmp = mkdtempSync(join(tmpdir(), 'tote-server-test-'));
});
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await server.close();
});

describe('GET /api/config (remote Error_message texts, spec point 3)', () => {
  it('is empty by default so the client keeps the spec texts', async () => {
    const res = await server.app.request('/api/config');
    expect(await res.json()).toEqual({ data: { Error_message: {} } });
  });

  it('reads overrides from data/remote-config.json and TOTE_ERROR_MESSAGES (env wins), ignoring junk', async () => {
    const dataDir = join(tmp, 'data');
    mkdirSync(dataDir);
    writeFileSync(
      join(dataDir, 'remote-config.json'),
      JSON.stringify({ Error_message: { Required: 'Required!', Email: 'Bad email', Other: 'ignored', pattern: 5 } }),
    );
    const app = server.appWith({ dataDir });
    expect((await (await app.request('/api/config')).json()).data.Error_message).toEqual({ Required: 'Required!', Email: 'Bad email' });

    process.env.TOTE_ERROR_MESSAGES = JSON.stringify({ Email: 'Email from env', MaxLength: 'Too long' });
    try {
      expect((await (await app.request('/api/config')).json()).data.Error_message).toEqual({
        Required: 'Required!',
        Email: 'Email from env',
        MaxLength: 'Too long',
      });
      process.env.TOTE_ERROR_MESSAGES = '{broken';
      expect((await (await app.request('/api/config')).json()).data.Error_message).toEqual({ Required: 'Required!', Email: 'Bad email' });
    } finally {
      delete process.env.TOTE_ERROR_MESSAGES;
    }
  });
});

describe('serving the built front end', () => {
  it('serves dist/site at / and dist/widgets at /widgets/ with content types', async () => {
    const dist = join(tmp, 'dist');
    mkdirSync(join(dist, 'site', 'assets'), { recursive: true });
    mkdirSync(join(dist, 'widgets'), { recursive: true });
    writeFileSync(join(dist, 'site', 'index.html'), '<!doctype html><title>Tote</title>');
    writeFileSync(join(dist, 'site', 'assets', 'main.js'), 'console.log("site")');
    writeFileSync(join(dist, 'widgets', 'header.js'), 'console.log("header")');
    const app = server.appWith({ distDir: dist });

    const index = await app.request('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await index.text()).toContain('<title>Tote</title>');

    const script = await app.request('/assets/main.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const widget = await app.request('/widgets/header.js');
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await widget.text()).toBe('console.log("header")');

    expect((await app.request('/widgets/missing.js')).status).toBe(404);
    expect((await app.request('/../package.json')).status).toBe(404);
    // The API is still the API.
    expect((await app.request('/api/config')).headers.get('content-type')).toMatch(/json/);
  });

  it('answers a plain 404 telling to build when dist is missing', async () => {
    const app = server.appWith({ distDir: join(tmp, 'no-dist') });
    for (const path of ['/', '/widgets/header.js']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('npm run build');
    }
  });
});

describe('demo data', () => {
  it('has one member per status, is idempotent, and gives the ACTIVE member an unread notification', async () => {
    await seedDemoData(server.db);
    await seedDemoData(server.db);
    expect(DEMO_USERS.map((u) => u.status).sort()).toEqual([...USER_STATUSES].sort());
    const users = await server.db.query<{ username: string; status_code: string }>('select username, status_code from users where username = any($1)', [
      DEMO_USERS.map((u) => u.username),
    ]);
    expect(users.rows).toHaveLength(DEMO_USERS.length);
    for (const demo of DEMO_USERS) {
      expect(users.rows.find((r) => r.username === demo.username)?.status_code).toBe(demo.status);
    }

    // Log in as the ACTIVE member the way the dialogs do, and see the red dot's count.
    const otp = await sendOtp(server.app, DEMO_ACTIVE_USERNAME);
    expect((await postJson(server.app, '/api/user/verify-otp', { username: DEMO_ACTIVE_USERNAME, otp })).status).toBe(200);
    const { accessToken } = (await (await postJson(server.app, '/api/auth/generate-token', { username: DEMO_ACTIVE_USERNAME, otp })).json()).data;
    const me = (await (await getAuthed(server.app, `/api/user/getByUsername/${DEMO_ACTIVE_USERNAME}`, accessToken)).json()).data;
    expect(me.status.code).toBe('ACTIVE');
    const unread = await postJson(server.app, '/api/communication/unread/count', { toUserId: me.id }, accessToken);
    expect((await unread.json()).data).toBe(1);
    const all = await postJson(server.app, '/api/communication/count', { toUserId: me.id }, accessToken);
    // Application received, approved, payment confirmed, her past booking's seven (confirmed, shipped, out for delivery,
    // delivered, due back tomorrow, return picked up, checked in: all read) and new arrivals (unread).
    expect((await all.json()).data).toBe(11);
  });
});
