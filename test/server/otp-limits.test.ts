import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OTP_SEND_LIMITS, type OtpSendLimits } from '../../server/otp/otp-limits';
import { clientAddressResolver, clientKey } from '../../server/http/client-address';
import { freshNumber, postJson, signUp, startTestServer, type TestServer } from './support/test-server';

// OTP sends limited per client address and in total, in the database (so every instance
// shares them), refused with 429 and Retry-After.

const number = () => freshNumber(8210000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Each test starts after every earlier send has left every window.
beforeEach(() => server.clock.advance(25 * 60 * 60_000));

const limits = (perClient: number, global: number, signUp = global): OtpSendLimits => ({
  perClient: { max: perClient, windowSeconds: 600 },
  global: { max: global, windowSeconds: 3600 },
  signUp: { max: signUp, windowSeconds: 3600 },
  operatorPerHour: DEFAULT_OTP_SEND_LIMITS.operatorPerHour,
});

/** send-otp as it arrives over a connection from `socket`, through proxies that added `forwardedFor`. */
function sendFrom(app: Hono, socket: string, username = number(), forwardedFor?: string): Promise<Response> {
  return Promise.resolve(
    app.request(
      '/api/user/send-otp',
      {
        method: 'POST',
        body: JSON.stringify({ username, roles: ['ROLE_CUSTOMER'] }),
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      },
      { incoming: { socket: { remoteAddress: socket } } },
    ),
  );
}

describe('OTP send limits', () => {
  it('per client address: fresh numbers from one address stop at the limit, with Retry-After; other addresses go on', async () => {
    const app = server.appWith({ otpSendLimits: limits(3, 1000) });
    for (let i = 0; i < 3; i++) {
      expect((await sendFrom(app, '203.0.113.5')).status).toBe(200);
      server.clock.advance(60_000);
    }
    const refused = await sendFrom(app, '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      status: 429,
      code: 'OTP_CLIENT_LIMIT',
      message: 'Too many OTP requests from your network. Please try again later.',
    });
    // The first send was 3 minutes ago: it leaves the 10-minute window in 7.
    expect(refused.headers.get('retry-after')).toBe('420');
    // An IPv4 client on a dual-stack socket is the same client.
    expect((await sendFrom(app, '::ffff:203.0.113.5')).status).toBe(429);
    expect((await sendFrom(app, '198.51.100.20')).status).toBe(200);

    server.clock.advance(420_000);
    expect((await sendFrom(app, '203.0.113.5')).status).toBe(200);
  });

  it('is counted in the database: two instances on one database share it', async () => {
    const a = server.appWith({ otpSendLimits: limits(2, 1000) });
    const b = server.appWith({ otpSendLimits: limits(2, 1000) });
    expect((await sendFrom(a, '203.0.113.6')).status).toBe(200);
    expect((await sendFrom(b, '203.0.113.6')).status).toBe(200);
    expect((await sendFrom(a, '203.0.113.6')).status).toBe(429);
  });

  it('a global ceiling stops sends from every address; Retry-After says when the oldest leaves the hour', async () => {
    const app = server.appWith({ otpSendLimits: limits(10, 3) });
    for (const address of ['203.0.113.7', '203.0.113.8', '203.0.113.9']) {
      expect((await sendFrom(app, address)).status).toBe(200);
      server.clock.advance(10 * 60_000);
    }
    const refused = await sendFrom(app, '192.0.2.44');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'OTP_GLOBAL_LIMIT', message: 'We cannot send OTPs right now. Please try again later.' });
    expect(refused.headers.get('retry-after')).toBe(String(30 * 60));
    // Nothing more is sent while the ceiling holds.
    const before = server.sms.outbox.length;
    expect((await sendFrom(app, '192.0.2.45')).status).toBe(429);
    expect(server.sms.outbox.length).toBe(before);
  });

  it('believes X-Forwarded-For only from a trusted proxy, and only the hop that proxy added', async () => {
    const app = server.appWith({ otpSendLimits: limits(1, 1000), trustedProxies: ['10.0.0.0/8'] });
    // Through the load balancer (10.1.2.3): each client address counts on its own.
    expect((await sendFrom(app, '10.1.2.3', number(), '198.51.100.1')).status).toBe(200);
    expect((await sendFrom(app, '10.1.2.3', number(), '198.51.100.2')).status).toBe(200);
    expect((await sendFrom(app, '10.1.2.3', number(), '198.51.100.1')).status).toBe(429);
    // A client cannot pick its address by writing the header itself: the proxy appends the real one.
    expect((await sendFrom(app, '10.1.2.3', number(), '192.0.2.99, 198.51.100.2')).status).toBe(429);
    // Straight from the internet, the header is ignored and the connection counts.
    expect((await sendFrom(app, '203.0.113.50', number(), '192.0.2.1')).status).toBe(200);
    expect((await sendFrom(app, '203.0.113.50', number(), '192.0.2.2')).status).toBe(429);
  });
});

/** A whole login as a browser does it from `socket`: send, verify, tokens. The send's status, and the tokens' when it was sent. */
async function loginFrom(app: Hono, socket: string, username: string): Promise<{ send: number; login?: number }> {
  const sent = await sendFrom(app, socket, username);
  if (sent.status !== 200) return { send: sent.status };
  // Demo mode hands the code back (as the SMS would bring it).
  const otp = (await sent.json()).data.otp as string;
  expect((await postJson(app, '/api/user/verify-otp', { username, otp })).status).toBe(200);
  return { send: 200, login: (await postJson(app, '/api/auth/generate-token', { username, otp })).status };
}

describe('OTP limits cannot be turned against members', () => {
  it('600 sends from one IPv6 /64 (a new address each time) stop at the per-client limit, and an existing member still logs in', async () => {
    const app = server.appWith({ otpSendLimits: DEFAULT_OTP_SEND_LIMITS });
    const member = await signUp(server.app, number());
    const statuses = new Map<number, number>();
    for (let i = 0; i < 600; i++) {
      const address = `2001:db8:77:1:${((i * 7919) % 65536).toString(16)}:${i.toString(16)}::${(i % 9) + 1}`;
      const status = (await sendFrom(app, address)).status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: DEFAULT_OTP_SEND_LIMITS.perClient.max, 429: 600 - DEFAULT_OTP_SEND_LIMITS.perClient.max });
    expect((await (await sendFrom(app, '2001:db8:77:1::ffff')).json()).code).toBe('OTP_CLIENT_LIMIT');
    // The next /64 is another client; so is any IPv4 address.
    expect((await sendFrom(app, '2001:db8:77:2::1')).status).toBe(200);
    server.clock.advance(60_000); // past the member's own sign-up send (the resend gap)
    expect(await loginFrom(app, '198.51.100.77', member.username)).toEqual({ send: 200, login: 200 });
  });

  it('a flood of sign-ups from many clients fills the sign-up ceiling only: existing members go on logging in', async () => {
    const app = server.appWith({ otpSendLimits: limits(5, 1000, 30) });
    const member = await signUp(server.app, number());
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const res = await sendFrom(app, `2001:db8:${(100 + i).toString(16)}::1`);
      if (res.status === 429) {
        refused++;
        expect((await res.json()).code).toBe('OTP_GLOBAL_LIMIT');
      }
    }
    // The member's own sign-up was one of the 30.
    expect(refused).toBe(40 - (30 - 1));
    server.clock.advance(60_000);
    expect(await loginFrom(app, '2001:db8:ffff::1', member.username)).toEqual({ send: 200, login: 200 });
  });

  it('an operator logs in 10 times in an hour (five tabs, a day of work) without a lock-out; a member still gets 429 after 5', async () => {
    const app = server.appWith({ otpSendLimits: DEFAULT_OTP_SEND_LIMITS });
    const operator = await signUp(server.app, number());
    await server.db.query("update users set roles = array_append(roles, 'ROLE_OPERATOR') where id = $1", [operator.userId]);
    const member = await signUp(server.app, number());
    server.clock.advance(60 * 60_000);
    for (let i = 0; i < 10; i++) {
      expect(await loginFrom(app, `203.0.113.${100 + (i % 5)}`, operator.username)).toEqual({ send: 200, login: 200 });
      server.clock.advance(5 * 60_000);
    }
    server.clock.advance(60 * 60_000);
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom(app, '198.51.100.90', member.username)).login).toBe(200);
      server.clock.advance(60_000);
    }
    const limited = await sendFrom(app, '198.51.100.90', member.username);
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe('OTP_NUMBER_LIMIT');
  });

  it("wrong codes still end an operator's code after 5 tries", async () => {
    const app = server.appWith({ otpSendLimits: DEFAULT_OTP_SEND_LIMITS });
    const operator = await signUp(server.app, number());
    await server.db.query("update users set roles = array_append(roles, 'ROLE_OPERATOR') where id = $1", [operator.userId]);
    server.clock.advance(60_000);
    const sent = await sendFrom(app, '203.0.113.120', operator.username);
    expect(sent.status).toBe(200);
    const otp = (await sent.json()).data.otp as string;
    const wrong = otp === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await (await postJson(app, '/api/user/verify-otp', { username: operator.username, otp: wrong })).json()).code);
    expect(codes).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_TOO_MANY_ATTEMPTS', 'OTP_TOO_MANY_ATTEMPTS']);
    expect((await postJson(app, '/api/user/verify-otp', { username: operator.username, otp })).status).toBe(400);
  });
});

describe('clientKey', () => {
  it('is the address for IPv4, the /64 for IPv6 however it is written', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::203.0.113.5')).toBe('64:ff9b:0:0::/64');
  });
});

describe('clientAddressResolver', () => {
  const resolve = (trusted: string[], socket: string | undefined, forwardedFor?: string) => {
    // Just the two things the resolver reads from a Hono context.
    const context = { env: socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined, req: { header: () => forwardedFor } };
    return clientAddressResolver(trusted)(context as never);
  };

  it('walks X-Forwarded-For from the right past trusted proxies only', () => {
    expect(resolve([], '203.0.113.1', '1.2.3.4')).toBe('203.0.113.1');
    expect(resolve(['10.0.0.0/8'], '10.0.0.2', '1.2.3.4, 10.0.0.7')).toBe('1.2.3.4');
    expect(resolve(['10.0.0.0/8', '::1'], '::1', '5.6.7.8')).toBe('5.6.7.8');
    // Garbage added by a client left of the real hop is never reached; garbage from a proxy stops at that proxy.
    expect(resolve(['10.0.0.0/8'], '10.0.0.2', 'not-an-ip, 1.2.3.4')).toBe('1.2.3.4');
    expect(resolve(['10.0.0.0/8'], '10.0.0.2', 'not-an-ip')).toBe('10.0.0.2');
    expect(resolve(['10.0.0.0/8'], undefined, '1.2.3.4')).toBeNull();
  });

  it('refuses a malformed TOTE_TRUSTED_PROXIES entry at start', () => {
    expect(() => clientAddressResolver(['10.0.0.0/8', 'proxy.internal'])).toThrow(/TOTE_TRUSTED_PROXIES: "proxy.internal"/);
  });
});
