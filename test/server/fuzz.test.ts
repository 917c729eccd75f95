import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodyShape } from '../../src/api/shapes/error';
import { member, startCollectionServer } from './support/collection-fixtures';
import { operator } from './support/operator';
import { freshNumber, type Session, type TestServer } from './support/test-server';

// Malformed input of every kind, sent to every route the app has (found from the app
// itself, so a new route is fuzzed without anyone listing it), never gets a 5xx, and every refusal is
// the API's error shape. In-process (app.request): a few seconds.

let server: TestServer & { today: string };
let me: Session;
let staff: Session;

beforeAll(async () => {
  server = await startCollectionServer();
  me = await member(server, 8230000000);
  // The back office's calls refuse a member at the door: an operator's token takes the fuzz to their shapes.
  staff = await operator(server, 8239000000);
});

/** Whose token a route's fuzz carries. */
const tokenFor = (path: string) => (path.startsWith('/api/operator/') ? staff.accessToken : me.accessToken);
afterAll(() => server.close());

/** Every field name the API reads, so bad values reach the shapes behind each call. */
const FIELDS = [
  'username',
  'otp',
  'roles',
  'refreshToken',
  'code',
  'userId',
  'toUserId',
  'id',
  'productId',
  'bookingId',
  'orderId',
  'eventId',
  'membershipPlanSlabId',
  'attributeId',
  'page',
  'size',
  'status',
  'startDate',
  'returnDate',
  'type',
  'email',
  'mobile',
  'amount',
  'idempotencyKey',
  'paymentMethod',
  'cardNumber',
  'upiId',
  'aadhaarNumber',
  'referenceId',
  // The back office's.
  'decision',
  'reason',
  'wbNo',
  'condition',
  'note',
  'title',
  'brand',
  'category',
  'colour',
  'retailPrice',
  'keepPhotoIds',
  'content',
  'startsAt',
  'capacity',
  'operator',
  'publishedAt',
  'imageUrl',
];
/** Every multipart part name the API reads. */
const PARTS = ['user', 'memberslab', 'aadhar', 'pan', 'bagdrop', 'files', 'product', 'filter', 'wbNo', 'photos'];

const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
// JSON.stringify cannot write these; the wire can.
const withNumber = (literal: string) => `{${FIELDS.map((f) => `"${f}":${literal}`).join(',')}}`;

const JSON_BODIES: string[] = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  deepArray(5000),
  deepObject(5000),
  `${'['.repeat(5000)}`,
  withNumber('1e308'),
  withNumber('-1e308'),
  withNumber('99999999999'),
  withNumber('-1'),
  withNumber('0.5'),
  withNumber('1e-400'),
  JSON.stringify(everyField('a\u0000b')),
  JSON.stringify(everyField(['x'])),
  JSON.stringify(everyField({ nested: { deeper: [1, 2, 3] } })),
  JSON.stringify(everyField(true)),
  JSON.stringify(everyField('9'.repeat(5000))),
  JSON.stringify(everyField('\ud800')),
  JSON.stringify({ ...everyField('2026-02-30'), 'a\u0000b': 1 }),
  JSON.stringify({ username: '98765\u000043210', otp: '12\u00003456', userId: 1, toUserId: '1e308', page: '99999999999' }),
  JSON.stringify({ product: { title: 'a\u0000' }, filter: { attributeValueIds: [1e308, -1, 'x'], page: 1e308, size: 1e308, sort: 'x\u0000' } }),
];

function multipart(parts: [string, string | Blob][]): FormData {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return form;
}

const json = (text: string) => new Blob([text], { type: 'application/json' });
const png = () => new File([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 0, 0)], 'a\u0000.png', { type: 'image/png' });

const FORM_BODIES: (() => FormData)[] = [
  () => multipart([]),
  () => multipart(PARTS.map((p) => [p, '{'])),
  () => multipart(PARTS.map((p) => [p, json(deepArray(5000))])),
  () => multipart(PARTS.map((p) => [p, json(withNumber('1e308'))])),
  () => multipart(PARTS.map((p) => [p, json(JSON.stringify(everyField('a\u0000b')))])),
  () => multipart(PARTS.map((p) => [p, 'a\u0000b'])),
  () =>
    multipart(
      PARTS.flatMap(
        (p) =>
          [
            [p, png()],
            [p, png()],
            [p, png()],
          ] as [string, Blob][],
      ),
    ),
  () => multipart(PARTS.map((p) => [p, json(JSON.stringify({ userId: 99999999999, id: 1e308, membershipPlanSlabId: -1, purchaseYear: 1e308 }))])),
];

/** Raw bodies no client library would build. */
const RAW_BODIES: { body: string; type: string }[] = [
  { body: '--x\r\nContent-Disposition: form-data; name="user"\r\n\r\n{"a":1}', type: 'multipart/form-data; boundary=x' },
  { body: 'garbage', type: 'multipart/form-data' },
  { body: 'garbage', type: 'multipart/form-data; boundary=' },
  { body: '--x--\r\n', type: 'multipart/form-data; boundary=x' },
  { body: 'user=%7B%22a%22%3A1%7D&user=%00', type: 'application/x-www-form-urlencoded' },
  { body: '{"username":"9876543210"}', type: 'text/plain' },
  { body: '{"username":"9876543210"}', type: 'application/json; charset=utf-16' },
  { body: '\u0000\u0000', type: 'application/json' },
];

const PARAMS = [
  '99999999999',
  '2147483648',
  '-1',
  '0',
  '1e308',
  'Infinity',
  'NaN',
  'abc',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  'x'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
];
const QUERIES = ['', '?token=%00', '?token=a.b.c', '?page=1e308&size=-1', `?token=${'x'.repeat(5000)}`, '?status=%00&search=%00&state=x&subjectId=1e308'];

interface Route {
  method: string;
  path: string;
}

function routesOf(): Route[] {
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const route of server.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path: route.path });
  }
  return routes;
}

/** The route's path with every parameter set to `value`. */
const fill = (path: string, value: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value);

type Sent = { what: string; status: number; body: unknown };

async function send(method: string, url: string, init: { body?: BodyInit; type?: string; token?: string } = {}): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (init.type) headers['content-type'] = init.type;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await server.app.request(url, { method, headers, body: method === 'GET' ? undefined : init.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the check below says so.
  }
  return { what: `${method} ${url.slice(0, 120)} ${init.type ?? ''}`, status: res.status, body };
}

describe('fuzzing every route', () => {
  it('finds the routes of the app', () => {
    const routes = routesOf();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/user/register' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/order/:orderId{[0-9]+}' });
  });

  it('no malformed input gets a 5xx, and every refusal is { status, code, message }', { timeout: 60_000 }, async () => {
    const answers: Sent[] = [];
    for (const { method, path } of routesOf()) {
      const base = fill(path, '1');
      const mine = tokenFor(path);
      if (path.includes(':')) {
        for (const value of PARAMS) answers.push(await send(method, fill(path, value), { token: mine }));
      }
      for (const query of QUERIES) answers.push(await send(method, base + query, { token: mine }));
      if (method === 'GET') continue;
      for (const token of [mine, undefined]) {
        for (const body of JSON_BODIES) answers.push(await send(method, base, { body, type: 'application/json', token }));
      }
      for (const body of FORM_BODIES) answers.push(await send(method, base, { body: body(), token: mine }));
      for (const raw of RAW_BODIES) answers.push(await send(method, base, { body: raw.body, type: raw.type, token: mine }));
    }

    const broken = answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.what}: ${JSON.stringify(a.body).slice(0, 200)}`);
    expect(broken).toEqual([]);
    const refusals = answers.filter((a) => a.status >= 400);
    const misshapen = refusals.filter((a) => validate(a.body, ErrorBodyShape)[0] || (a.body as { status: number }).status !== a.status);
    expect(misshapen.map((a) => `${a.status} ${a.what}: ${JSON.stringify(a.body).slice(0, 200)}`)).toEqual([]);
    // The fuzz reached the shapes, not only the front door.
    const codes = new Set(refusals.map((a) => (a.body as { code: string }).code));
    for (const code of ['INVALID_JSON', 'BODY_MISSING', 'BODY_TOO_DEEP', 'INVALID_INPUT', 'INVALID_FORM', 'UNSUPPORTED_MEDIA_TYPE', 'NOT_FOUND'])
      expect(codes).toContain(code);
    expect(answers.length).toBeGreaterThan(1500);
  });

  it('still answers normally afterwards', async () => {
    const res = await send('GET', `/api/user/${me.userId}`, { token: me.accessToken });
    expect(res.status).toBe(200);
    expect((await send('GET', `/api/user/validate-user/${freshNumber(8230000000)}`)).status).toBe(200);
  });
});
