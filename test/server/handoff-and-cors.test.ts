import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_INVALID, HANDOFF_TTL_SECONDS } from '../../server/routes/handoff-routes';
import { partnerDemoApp, partnerDemoOrigins, partnerDemoPort } from '../../server/partner/partner-demo';
import { freshNumber, getAuthed, postJson, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8600000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function createCode(token: string): Promise<string> {
  const res = await postJson(server.app, '/api/auth/handoff', {}, token);
  expect(res.status).toBe(200);
  const { data } = await res.json();
  expect(data.expiresIn).toBe(HANDOFF_TTL_SECONDS);
  return data.code;
}

describe('login handoff from a partner page to the site', () => {
  it('a signed-in member gets a code; the site exchanges it once for working tokens and the user', async () => {
    const session = await signUp(server.app, number());
    const code = await createCode(session.accessToken);
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(code).not.toContain(session.accessToken);

    const res = await postJson(server.app, '/api/auth/handoff/exchange', { code });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.user).toMatchObject({ id: session.userId, username: session.username, status: { code: 'DRAFT' } });
    const me = await getAuthed(server.app, `/api/user/getByUsername/${session.username}`, data.accessToken);
    expect(me.status).toBe(200);
    expect(typeof data.refreshToken).toBe('string');
  });

  it('a code works only once', async () => {
    const session = await signUp(server.app, number());
    const code = await createCode(session.accessToken);
    expect((await postJson(server.app, '/api/auth/handoff/exchange', { code })).status).toBe(200);
    const again = await postJson(server.app, '/api/auth/handoff/exchange', { code });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(HANDOFF_INVALID);
  });

  it('a code expires after 60 seconds', async () => {
    const session = await signUp(server.app, number());
    const code = await createCode(session.accessToken);
    server.clock.advance((HANDOFF_TTL_SECONDS + 1) * 1000);
    const res = await postJson(server.app, '/api/auth/handoff/exchange', { code });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(HANDOFF_INVALID);
  });

  it('only a signed-in member can create a code; an unknown code is refused', async () => {
    expect((await postJson(server.app, '/api/auth/handoff', {})).status).toBe(401);
    expect((await postJson(server.app, '/api/auth/handoff', {}, 'not-a-token')).status).toBe(401);
    expect((await postJson(server.app, '/api/auth/handoff/exchange', { code: 'made-up' })).status).toBe(400);
    expect((await postJson(server.app, '/api/auth/handoff/exchange', {})).status).toBe(400);
  });
});

describe('CORS for partner origins (TOTE_ALLOWED_ORIGINS)', () => {
  const partner = 'https://partner.example';

  function preflight(origin: string, method = 'POST', headers = 'authorization,content-type') {
    const app = server.appWith({ allowedOrigins: [partner] });
    return app.request('/api/auth/handoff', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });
  }

  it("answers an allowed origin's preflight with the Authorization header and the methods allowed", async () => {
    const res = await preflight(partner);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(partner);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives an origin not on the list no CORS headers, so the browser refuses', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await server.app.request('/api/config', { headers: { origin: partner } });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks real answers, errors included, for the allowed origin', async () => {
    const app = server.appWith({ allowedOrigins: [partner] });
    const ok = await app.request('/api/user/validate-user/9000000001', { headers: { origin: partner } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(partner);
    expect(ok.headers.get('vary')).toContain('Origin');
    const refused = await app.request('/api/auth/handoff', { method: 'POST', headers: { origin: partner } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(partner);
  });
});

describe('partner demo page server', () => {
  it('PARTNER_PORT: default 8081, a number, or off', () => {
    expect(partnerDemoPort(undefined)).toBe(8081);
    expect(partnerDemoPort('9091')).toBe(9091);
    expect(partnerDemoPort('off')).toBeNull();
    expect(partnerDemoOrigins('127.0.0.1', 8081)).toEqual(['http://127.0.0.1:8081', 'http://localhost:8081']);
  });

  it('serves the partner files with the snippets pointed at the running site, and nothing outside its folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tote-partner-'));
    mkdirSync(join(dir, 'partner'));
    writeFileSync(join(dir, 'partner', 'index.html'), '<script src="http://127.0.0.1:8080/widgets/auth.js"></script>');
    writeFileSync(join(dir, 'secret.txt'), 'no');
    const app = partnerDemoApp(join(dir, 'partner'), 'http://127.0.0.1:41234');
    const page = await app.request('/');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toBe('<script src="http://127.0.0.1:41234/widgets/auth.js"></script>');
    expect((await app.request('/../secret.txt')).status).toBe(404);
  });
});
