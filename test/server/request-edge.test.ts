import { request as httpRequest, Agent } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../server/http/body-policy';
import { bagIds, startCollectionServer } from './support/collection-fixtures';
import { freshNumber, getAuthed, postJson, type Session, signUp, type TestServer } from './support/test-server';

// At the edge: who a token names, where multipart bodies are taken, and how a 413 ends.

const number = () => freshNumber(8220000000);
let server: TestServer & { today: string };

beforeAll(async () => {
  server = await startCollectionServer();
});
afterAll(() => server.close());

/** A body that records how much of it the server pulled. */
function watchedBody(bytes: number) {
  let pulled = 0;
  const chunk = new Uint8Array(16 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close();
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

function postStream(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return Promise.resolve(server.app.request(path, { method: 'POST', body, headers, duplex: 'half' } as RequestInit));
}

describe('a token of a member who no longer exists', () => {
  it('is a 401 "Session expired" everywhere, never a 500; public calls just ignore it', async () => {
    const gone: Session = await signUp(server.app, number());
    const [bag] = await bagIds(server.db);
    // Asked while the member exists, so the catalogue keeps the member's answer: it must not outlive them.
    expect((await (await getAuthed(server.app, `/api/product/${bag}`, gone.accessToken)).json()).data.waitlisted).toBe(false);
    await server.db.query('delete from notifications where to_user_id = $1', [gone.userId]);
    await server.db.query('delete from users where id = $1', [gone.userId]);

    const form = new FormData();
    form.append('bagdrop', new Blob([JSON.stringify({ userId: gone.userId, brand: 'Any' })], { type: 'application/json' }));
    form.append('files', new File([Uint8Array.of(0x89, 0x50, 0x4e, 0x47)], 'a.png', { type: 'image/png' }));
    const refused = [
      await server.app.request('/api/bagdrop/save', { method: 'POST', body: form, headers: { authorization: `Bearer ${gone.accessToken}` } }),
      await postJson(server.app, '/api/event/register', { eventId: 1, userId: gone.userId }, gone.accessToken),
      await postJson(server.app, '/api/auth/handoff', {}, gone.accessToken),
      await getAuthed(server.app, `/api/user/${gone.userId}`, gone.accessToken),
      await postJson(server.app, '/api/communication/unread/count', { toUserId: gone.userId }, gone.accessToken),
      await getAuthed(server.app, `/api/order/generateInvoice/1`, gone.accessToken),
    ];
    for (const res of refused) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Session expired' });
    }
    const product = await getAuthed(server.app, `/api/product/${bag}`, gone.accessToken);
    expect(product.status).toBe(200);
    expect((await product.json()).data.waitlisted).toBeUndefined();
    // Nor does the refresh token bring the member back.
    expect((await postJson(server.app, '/api/auth/refresh-token', { refreshToken: gone.refreshToken })).status).toBe(401);
  });

  it("is ignored by the catalogue once the member is renamed, though the member's answer was kept", async () => {
    const renamed: Session = await signUp(server.app, number());
    const [bag] = await bagIds(server.db);
    const asMember = async () => (await (await getAuthed(server.app, `/api/product/${bag}`, renamed.accessToken)).json()).data;
    expect((await asMember()).waitlisted).toBe(false);
    await server.db.query('update users set username = $2 where id = $1', [renamed.userId, String(number())]);
    expect((await getAuthed(server.app, `/api/user/${renamed.userId}`, renamed.accessToken)).status).toBe(401);
    expect((await asMember()).waitlisted).toBeUndefined();
  });
});

describe('multipart only where uploads belong', () => {
  const boundary = 'x-boundary';
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };

  it('a JSON call refuses a multipart body with a 415 before reading it, and closes the connection', async () => {
    const body = watchedBody(20 * 1024 * 1024);
    const res = await postStream('/api/user/send-otp', body.stream, multipart);
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.headers.get('connection')).toBe('close');
    expect(body.pulled()).toBeLessThan(64 * 1024);
  });

  it('an upload route answers an anonymous caller 401 before reading the body', async () => {
    for (const path of ['/api/bagdrop/save', '/api/user/order/register']) {
      const body = watchedBody(20 * 1024 * 1024);
      const res = await postStream(path, body.stream, multipart);
      expect(res.status, path).toBe(401);
      expect(res.headers.get('connection')).toBe('close');
      expect(body.pulled()).toBeLessThan(64 * 1024);
    }
  });

  it('the anonymous forms (register, the collection filter) take at most the JSON limit', async () => {
    for (const path of ['/api/user/register', '/api/product/filter/list', '/api/product/count']) {
      const body = watchedBody(20 * 1024 * 1024);
      const res = await postStream(path, body.stream, multipart);
      expect(res.status, path).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(body.pulled()).toBeLessThanOrEqual(JSON_BODY_LIMIT + 32 * 1024);
    }
  });

  it('an anonymous form takes no files', async () => {
    const form = new FormData();
    form.append('product', new Blob(['{}'], { type: 'application/json' }));
    form.append('photo', new File([Uint8Array.of(0xff, 0xd8, 0xff)], 'a.jpg', { type: 'image/jpeg' }));
    const res = await server.app.request('/api/product/count', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_FORM', message: 'This call takes no files (part "photo").' });
  });
});

describe('a 413 over a real connection', () => {
  let http: ServerType;
  let port: number;

  beforeAll(async () => {
    http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => http.once('listening', () => resolve()));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  const big = JSON.stringify({ username: '9876543210', padding: 'x'.repeat(JSON_BODY_LIMIT + 1024) });

  it('says Connection: close and closes, so nothing is left half-read on a kept-alive socket', async () => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/user/send-otp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(big)}\r\n\r\n${big}`,
    );
    await closed;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(text).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });

  it("a pooled client's next request after a 413 goes through", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string, chunked = false) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/user/validate-user/9876543210',
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/api/user/validate-user/9876543210', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
    // Declared too large (refused unread) and streamed too large (refused part-read): both close, the next call works.
    for (const chunked of [false, true]) {
      const refused = await send(big, chunked);
      expect(refused).toEqual({ status: 413, connection: 'close' });
      expect(await get()).toBe(200);
    }
    agent.destroy();
  });
});
