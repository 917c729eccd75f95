import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OtpSendLimits } from '../../server/otp/otp-limits';
import { clientAddressResolver } from '../../server/http/client-address';
import { freshNumber, startTestServer, type TestServer } from './support/test-server';

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

const limits = (perClient: number, global: number): OtpSendLimits => ({
  perClient: { max: perClient, windowSeconds: 600 },
  global: { max: global, windowSeconds: 3600 },
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
