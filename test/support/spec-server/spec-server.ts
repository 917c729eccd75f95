import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

/**
 * A backend written from the product spec's text alone (docs/backend-contract.md says why):
 * the spec's calls under /api, answers wrapped in `data`, bearer tokens, and only the
 * fields the spec names. Where the spec shows no answer, the smallest one built from
 * names the spec does use. It imports nothing of our server or our shapes on purpose:
 * the widgets must work against any API that answers as the spec says.
 *
 * It also serves a built dist/ (site at /, widget loaders at /widgets/) so the site runs
 * on it as on ours, and answers CORS so widgets on another origin can call it.
 */

export const SPEC_STATUSES = ['DRAFT', 'ACTIVE', 'ONHOLD', 'PENDING', 'APPROVED', 'DEACTIVE', 'EXPIRE'] as const;

/** Spec point 3's User, and nothing more. */
interface SpecUser {
  id: number;
  userId: number;
  username: string;
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  instagram: string | null;
  otp: string | null;
  roles: string[];
  status: { code: string };
  userAddress: { city: string | null; state: string | null; zipcode: string | null };
}

interface SpecSlab {
  id: number;
  membershipPlanName: string;
  amount: number;
  membershipPlanSlabId: number;
}

interface SpecOrder {
  orderId: number;
  status: { name: string };
  user: SpecUser;
  membershipPlanSlab: SpecSlab;
}

/** Seeded one per status, mobile 9000000001 … 9000000007 in SPEC_STATUSES order. */
const SEED_NAMES: [string, string][] = [
  ['Dev', 'Desai'],
  ['Asha', 'Menon'],
  ['Ravi', 'Kumar'],
  ['Priya', 'Nair'],
  ['Kiran', 'Shah'],
  ['Meera', 'Iyer'],
  ['Anil', 'Dutta'],
];

const PRODUCTS = [
  { productId: 1, title: 'Kelly 28', url: 'kelly-28' },
  { productId: 2, title: 'Classic Flap', url: 'classic-flap' },
  { productId: 3, title: 'Lady Dior', url: 'lady-dior' },
];

const SLABS: SpecSlab[] = [
  { id: 1, membershipPlanName: 'Classic', amount: 15000, membershipPlanSlabId: 1 },
  { id: 2, membershipPlanName: 'Signature', amount: 27000, membershipPlanSlabId: 2 },
];

export interface SpecServer {
  url: string;
  /** Every /api request seen, `METHOD /path`, for assertions on what the widgets asked. */
  calls: string[];
  /** Adds a notification for a user (the spec shows no call that makes one). */
  notify(userId: number, message: string): void;
  /** Calls it does not serve (answered 404), `METHOD /path`: none may be a call the widgets need. */
  unserved: string[];
  /** The OTP verifyAddhar sent to the Aadhaar holder's phone, by username (the spec shows no answer that carries it). */
  aadhaarOtp(username: string): string | undefined;
  /** Each POST /api/user/order/register received: its JSON parts and how many files each file part held. */
  applications: { userId: number; user: unknown; memberslab: unknown; files: Record<string, number> }[];
  stop(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

function sixDigits(): string {
  return String(100000 + (randomBytes(4).readUInt32BE() % 900000));
}

export async function startSpecServer(distDir: string): Promise<SpecServer> {
  const users: SpecUser[] = SEED_NAMES.map(([firstName, lastName], i) => ({
    id: i + 1,
    userId: i + 1,
    username: `900000000${i + 1}`,
    phone: `900000000${i + 1}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.in`,
    instagram: null,
    otp: null,
    roles: ['ROLE_CUSTOMER'],
    status: { code: SPEC_STATUSES[i] },
    userAddress: { city: 'Pune', state: 'Maharashtra', zipcode: '411001' },
  }));
  const otps = new Map<string, string>();
  const verified = new Set<string>();
  const tokens = new Map<string, number>();
  const orders: SpecOrder[] = [];
  const bookings: Record<string, unknown>[] = [];
  const waiting: { productId: number; userId: number }[] = [];
  const notifications: { toUserId: number; message: string; read: boolean }[] = [];
  const aadhaarOtps = new Map<number, string>();
  const aadhaarVerified = new Set<number>();
  const applications: SpecServer['applications'] = [];
  const calls: string[] = [];
  const unserved: string[] = [];

  const byName = (username: string) => users.find((u) => u.username === username);
  const byId = (id: number) => users.find((u) => u.id === id);

  function caller(req: IncomingMessage): SpecUser | null {
    const header = req.headers.authorization;
    if (!header) return null;
    const id = tokens.get(header.replace(/^Bearer\s+/i, ''));
    // A token we never gave (or an old one) is spec point 8's 401, on any call.
    if (id === undefined) throw new HttpError(401, 'Unauthorized');
    return byId(id) ?? null;
  }
  function member(req: IncomingMessage): SpecUser {
    const user = caller(req);
    if (!user) throw new HttpError(401, 'Unauthorized');
    return user;
  }

  async function body(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const raw = (await body(req)).toString('utf8');
    if (!raw) return {};
    try {
      return JSON.parse(raw) as Record<string, unknown>;
    } catch {
      throw new HttpError(400, 'Bad request');
    }
  }
  /** A multipart body's JSON (or text) parts by name; `files` counts the file parts of each name. */
  async function multipart(req: IncomingMessage): Promise<Record<string, unknown> & { files: Record<string, number> }> {
    const form = await new Response(new Uint8Array(await body(req)), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
    const out: Record<string, unknown> & { files: Record<string, number> } = { files: {} };
    for (const [name, value] of form.entries()) {
      const text = typeof value === 'string' ? value : value.type === 'application/json' ? await value.text() : null;
      if (text === null) {
        if (typeof value !== 'string' && value.size > 0) out.files[name] = (out.files[name] ?? 0) + 1;
        continue;
      }
      try {
        out[name] = JSON.parse(text);
      } catch {
        out[name] = text;
      }
    }
    return out;
  }

  async function api(req: IncomingMessage, method: string, path: string): Promise<unknown> {
    let m: RegExpMatchArray | null;
    // Auth and user (spec point 7).
    if (method === 'GET' && (m = path.match(/^\/api\/user\/validate-user\/([^/]+)$/))) {
      caller(req);
      return byName(decodeURIComponent(m[1])) ? 1 : 0;
    }
    if (method === 'POST' && path === '/api/user/send-otp') {
      const { username } = await jsonBody(req);
      if (typeof username !== 'string' || !/^\d{10}$/.test(username)) throw new HttpError(400, 'Please enter a valid 10-digit mobile number.');
      const otp = sixDigits();
      otps.set(username, otp);
      return { otp };
    }
    if (method === 'POST' && path === '/api/user/verify-otp') {
      const { username, otp } = await jsonBody(req);
      if (typeof username !== 'string' || otps.get(username) !== otp) throw new HttpError(400, 'Invalid OTP', { otp: 'Invalid OTP' });
      verified.add(username);
      return null;
    }
    if (method === 'POST' && path === '/api/user/register') {
      const { user } = await multipart(req);
      const given = (user ?? {}) as Partial<SpecUser>;
      if (typeof given.username !== 'string' || !verified.has(given.username)) throw new HttpError(400, 'Verify the OTP first');
      if (byName(given.username)) throw new HttpError(400, 'User Already Exist Kindly Login');
      const id = users.length + 1;
      const address = (given.userAddress ?? {}) as Partial<SpecUser['userAddress']>;
      users.push({
        id,
        userId: id,
        username: given.username,
        phone: given.username,
        firstName: String(given.firstName ?? ''),
        lastName: String(given.lastName ?? ''),
        email: String(given.email ?? ''),
        instagram: given.instagram ?? null,
        otp: null,
        roles: ['ROLE_CUSTOMER'],
        status: { code: 'DRAFT' },
        userAddress: { city: address.city ?? null, state: address.state ?? null, zipcode: address.zipcode ?? null },
      });
      return { userId: id };
    }
    if (method === 'POST' && path === '/api/auth/generate-token') {
      const { username, otp } = await jsonBody(req);
      const user = typeof username === 'string' ? byName(username) : undefined;
      if (!user || otps.get(user.username) !== otp) throw new HttpError(500, 'Could not log in');
      otps.delete(user.username);
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, user.id);
      return { accessToken, refreshToken: Buffer.from(randomBytes(16)).toString('hex') };
    }
    if (method === 'GET' && (m = path.match(/^\/api\/user\/getByUsername\/([^/]+)$/))) {
      member(req);
      const user = byName(decodeURIComponent(m[1]));
      if (!user) throw new HttpError(404, 'User not found');
      return user;
    }
    if (method === 'GET' && (m = path.match(/^\/api\/user\/(\d+)$/))) {
      member(req);
      const user = byId(Number(m[1]));
      if (!user) throw new HttpError(404, 'User not found');
      return user;
    }
    // The application (spec point 7): the Aadhaar holder gets an OTP, its check, then the multipart with the
    // user, the plan slab and the repeated aadhar and pan files. The spec shows none of their answers.
    if (method === 'POST' && path === '/api/user/verifyAddhar') {
      aadhaarOtps.set(member(req).id, sixDigits());
      return null;
    }
    if (method === 'POST' && path === '/api/user/verifyAadharOtp') {
      const me = member(req);
      const { otp } = await jsonBody(req);
      if (!aadhaarOtps.has(me.id) || aadhaarOtps.get(me.id) !== String(otp)) throw new HttpError(400, 'Invalid OTP', { otp: 'Invalid OTP' });
      aadhaarVerified.add(me.id);
      return null;
    }
    if (method === 'POST' && path === '/api/user/order/register') {
      const me = member(req);
      const { user, memberslab, files } = await multipart(req);
      if (!files.aadhar || !files.pan) throw new HttpError(400, 'Aadhaar and PAN files are required');
      if (!aadhaarVerified.has(me.id)) throw new HttpError(400, 'Verify your Aadhaar first');
      const slab = SLABS.find((s) => s.membershipPlanSlabId === (memberslab as SpecSlab | undefined)?.membershipPlanSlabId);
      if (!slab) throw new HttpError(400, 'No such plan');
      applications.push({ userId: me.id, user, memberslab, files });
      const given = (user ?? {}) as Partial<SpecUser>;
      const address = (given.userAddress ?? {}) as Partial<SpecUser['userAddress']>;
      Object.assign(me, {
        firstName: given.firstName ?? me.firstName,
        lastName: given.lastName ?? me.lastName,
        email: given.email ?? me.email,
        userAddress: { city: address.city ?? null, state: address.state ?? null, zipcode: address.zipcode ?? null },
      });
      me.status = { code: 'PENDING' };
      orders.push({ orderId: orders.length + 1, status: { name: 'CREATED' }, user: me, membershipPlanSlab: slab });
      return null;
    }

    // A token we never gave is refused on any call; calls of a member's own data need one.
    const visitor = caller(req);
    const me = (): SpecUser => visitor ?? member(req);

    if (method === 'POST' && path === '/api/communication/unread/count') return notifications.filter((n) => n.toUserId === me().id && !n.read).length;
    if (method === 'POST' && path === '/api/communication/count') return notifications.filter((n) => n.toUserId === me().id).length;
    if (method === 'POST' && path === '/api/communication/list')
      return notifications.filter((n) => n.toUserId === me().id).map(({ toUserId, message }) => ({ toUserId, message }));
    if (method === 'POST' && path === '/api/communication/read-notification') {
      for (const n of notifications) if (n.toUserId === me().id) n.read = true;
      return null;
    }

    if (method === 'POST' && (path === '/api/product/list' || path === '/api/product/filter/list')) return PRODUCTS;
    if (method === 'POST' && path === '/api/product/count') return PRODUCTS.length;
    if (method === 'GET' && (m = path.match(/^\/api\/product\/url\/([^/]+)$/))) {
      const product = PRODUCTS.find((p) => p.url === decodeURIComponent(m![1]));
      if (!product) throw new HttpError(404, 'Product not found');
      return product;
    }
    if (method === 'GET' && (m = path.match(/^\/api\/product\/(\d+)$/))) {
      const product = PRODUCTS.find((p) => p.productId === Number(m![1]));
      if (!product) throw new HttpError(404, 'Product not found');
      return product;
    }

    if (method === 'POST' && path === '/api/membership/list') return SLABS;
    if (method === 'GET' && /^\/api\/membership\/usermembership\/\d+$/.test(path)) return null;
    if (method === 'POST' && ['/api/predefined/list-by-type', '/api/attribute/list', '/api/attribute/value/list'].includes(path)) return [];

    const mine = () => orders.filter((o) => o.user.id === me().id);
    if (method === 'GET' && (m = path.match(/^\/api\/order\/payment-details\/(\d+)$/))) {
      const slab = SLABS.find((s) => s.membershipPlanSlabId === Number(m![1]));
      if (!slab) throw new HttpError(404, 'No such plan');
      return { membershipPlanSlabId: slab.membershipPlanSlabId, amount: slab.amount };
    }
    if (method === 'POST' && path === '/api/order/save') {
      const { membershipPlanSlabId } = await jsonBody(req);
      const slab = SLABS.find((s) => s.membershipPlanSlabId === membershipPlanSlabId);
      if (!slab) throw new HttpError(400, 'No such plan');
      const order = { orderId: orders.length + 1, status: { name: 'CREATED' }, user: me(), membershipPlanSlab: slab };
      orders.push(order);
      return order;
    }
    if (method === 'POST' && path === '/api/order/list') return mine();
    if (method === 'POST' && path === '/api/order/count') return mine().length;
    if (method === 'GET' && (m = path.match(/^\/api\/order\/(\d+)$/))) {
      const order = mine().find((o) => o.orderId === Number(m![1]));
      if (!order) throw new HttpError(404, 'Order not found');
      return order;
    }
    if (method === 'POST' && path === '/api/payment/payNow') {
      const { orderId } = await jsonBody(req);
      const order = mine().find((o) => o.orderId === orderId);
      if (!order) throw new HttpError(404, 'Order not found');
      order.status = { name: 'PAID' };
      return { orderId: order.orderId };
    }
    if (method === 'POST' && path === '/api/order/activate') {
      const { orderId } = await jsonBody(req);
      const order = mine().find((o) => o.orderId === orderId);
      if (!order) throw new HttpError(404, 'Order not found');
      order.status = { name: 'ACTIVATED' };
      me().status = { code: 'ACTIVE' };
      return order;
    }

    // A booking's fields are not shown (spec point 3): it keeps what the member sent, under a bookingId.
    if (method === 'POST' && path === '/api/booking/save') {
      const sent = await jsonBody(req);
      const booking = { ...sent, bookingId: bookings.length + 1, userId: me().id };
      bookings.push(booking);
      return booking;
    }
    // PUT /api/booking/update changes the return date (point 7), of one of the member's own bookings.
    if (method === 'PUT' && path === '/api/booking/update') {
      const { bookingId, returnDate } = await jsonBody(req);
      const booking = bookings.find((b) => b.bookingId === bookingId && b.userId === me().id);
      if (!booking) throw new HttpError(404, 'Booking not found');
      booking.returnDate = returnDate;
      return booking;
    }
    if (method === 'POST' && path === '/api/booking/list') return bookings.filter((b) => b.userId === me().id);
    // Its answer is not shown in the spec.
    if (method === 'POST' && path === '/api/booking/check-expiry') return null;
    if (method === 'POST' && path === '/api/booking/count') return bookings.filter((b) => b.userId === me().id).length;

    if (method === 'POST' && path === '/api/waiting/save') {
      const { productId } = await jsonBody(req);
      const entry = { productId: Number(productId), userId: me().id };
      waiting.push(entry);
      return entry;
    }
    if (method === 'POST' && path === '/api/waiting/list') return waiting.filter((w) => w.userId === me().id);
    if (method === 'POST' && path === '/api/waiting/count') return waiting.filter((w) => w.userId === me().id).length;
    if (method === 'DELETE' && (m = path.match(/^\/api\/waiting\/delete\/(\d+)\/(\d+)$/))) {
      if (Number(m[2]) !== me().id) throw new HttpError(403, 'Forbidden');
      waiting.splice(0, waiting.length, ...waiting.filter((w) => !(w.productId === Number(m![1]) && w.userId === me().id)));
      return null;
    }
    // Calls whose answers the spec does not show: the smallest answer, null.
    if (method === 'POST' && path === '/api/bagdrop/save') {
      me();
      if (!(await multipart(req)).bagdrop) throw new HttpError(400, 'bagdrop is required');
      return null;
    }
    if (method === 'POST' && path === '/api/bluedart/shipment-details') {
      me();
      if (!(await multipart(req)).wbNo) throw new HttpError(400, 'wbNo is required');
      return null;
    }
    if (method === 'POST' && path === '/api/customer/subscribe') return null;
    if (method === 'POST' && path === '/api/event/register') return (me(), null);
    // Point 3 names a newsletter's newsLetterId and shows nothing else of it, or of an event.
    if (method === 'POST' && path === '/api/newsletter/list') return [{ newsLetterId: 1 }];
    if (method === 'GET' && path === '/api/newsletter/1') return { newsLetterId: 1 };
    if (method === 'POST' && path === '/api/event/list') return [{ eventId: 1 }];
    if (method === 'POST' && path === '/api/event/count') return 1;

    unserved.push(`${method} ${path}`);
    throw new HttpError(404, 'Not Found');
  }

  function cors(res: ServerResponse): void {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  }

  function send(res: ServerResponse, status: number, payload: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(payload));
  }

  const root = resolve(distDir);
  function serveFile(res: ServerResponse, path: string): void {
    const inWidgets = path.startsWith('/widgets/');
    const base = join(root, inWidgets ? 'widgets' : 'site');
    const rel = inWidgets ? path.slice('/widgets'.length) : path === '/' ? '/index.html' : path;
    const file = normalize(join(base, rel));
    const found = file.startsWith(base) && existsSync(file) && statSync(file).isFile();
    // Any other path is the site's page (hash routes never reach a server, but a deep link may).
    const chosen = found ? file : extname(rel) ? null : join(root, 'site', 'index.html');
    if (!chosen) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not Found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(chosen)] ?? 'application/octet-stream' });
    res.end(readFileSync(chosen));
  }

  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://spec.test').pathname;
    cors(res);
    if (method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (!path.startsWith('/api/')) {
      serveFile(res, path);
      return;
    }
    calls.push(`${method} ${path}`);
    api(req, method, path).then(
      (data) => send(res, 200, { data }),
      (err: unknown) => {
        if (err instanceof HttpError) send(res, err.status, { status: err.status, message: err.message, ...err.extra });
        else send(res, 500, { status: 500, message: 'Internal error' });
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    notify: (toUserId, message) => notifications.push({ toUserId, message, read: false }),
    unserved,
    aadhaarOtp: (username) => aadhaarOtps.get(byName(username)?.id ?? 0),
    applications,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
