import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNumber, newUser, postJson, registerRequest, sendOtp, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8200000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const verify = (username: string, otp: string) => postJson(server.app, '/api/user/verify-otp', { username, otp });
const otherThan = (otp: string) => (otp === '123456' ? '654321' : '123456');

describe('send-otp', () => {
  it('in demo mode returns a 6-digit OTP and logs it through the SMS seam', async () => {
    const username = number();
    const otp = await sendOtp(server.app, username);
    expect(otp).toMatch(/^[0-9]{6}$/);
    const last = server.sms.outbox.at(-1);
    expect(last?.to).toBe(username);
    expect(last?.text).toContain(otp);
  });

  it('in production never returns the OTP, yet still sends it by SMS', async () => {
    const production = server.appWith({ demo: false });
    const username = number();
    const res = await postJson(production, '/api/user/send-otp', { username, roles: ['ROLE_CUSTOMER'] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ data: {} });
    const sent = server.sms.outbox.at(-1);
    expect(sent?.to).toBe(username);
    const otp = /\b(\d{6})\b/.exec(sent?.text ?? '')?.[1] ?? '';
    expect(JSON.stringify(body)).not.toContain(otp);
    expect((await verify(username, otp)).status).toBe(200);
  });

  it('refuses a second send within 30 seconds, allows it after', async () => {
    const username = number();
    await sendOtp(server.app, username);
    server.clock.advance(10_000);
    const early = await postJson(server.app, '/api/user/send-otp', { username });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('20');
    expect(await early.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', message: 'Please wait 20 seconds before requesting another OTP.' });
    server.clock.advance(20_000);
    expect((await postJson(server.app, '/api/user/send-otp', { username })).status).toBe(200);
  });

  it('allows at most 5 sends per number per hour', async () => {
    const username = number();
    for (let i = 0; i < 5; i++) {
      await sendOtp(server.app, username);
      server.clock.advance(31_000);
    }
    const sixth = await postJson(server.app, '/api/user/send-otp', { username });
    expect(sixth.status).toBe(429);
    // The first of the five leaves the hour 4 x 31 s after the last one was sent.
    expect(Number(sixth.headers.get('retry-after'))).toBe(3600 - 5 * 31);
    expect((await sixth.json()).message).toMatch(/^Too many OTP requests for this number\. Please try again in \d+ minutes?\.$/);
    // Another number is not affected.
    expect((await postJson(server.app, '/api/user/send-otp', { username: number() })).status).toBe(200);
    server.clock.advance(60 * 60_000);
    expect((await postJson(server.app, '/api/user/send-otp', { username })).status).toBe(200);
  });

  it('a resend makes the earlier code useless', async () => {
    const username = number();
    const first = await sendOtp(server.app, username);
    server.clock.advance(31_000);
    let second = await sendOtp(server.app, username);
    while (second === first) {
      server.clock.advance(31_000);
      second = await sendOtp(server.app, username);
    }
    expect((await verify(username, first)).status).toBe(400);
    expect((await verify(username, second)).status).toBe(200);
  });
});

describe('verify-otp', () => {
  it('answers 400 with errors.otp "Invalid OTP" for a wrong code', async () => {
    const username = number();
    const otp = await sendOtp(server.app, username);
    const res = await verify(username, otherThan(otp));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 400, code: 'OTP_INVALID', message: 'Invalid OTP', errors: { otp: 'Invalid OTP' } });
    expect((await verify(username, otp)).status).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    const username = number();
    const otp = await sendOtp(server.app, username);
    server.clock.advance(4 * 60_000 + 59_000);
    const stillFresh = number();
    const fresh = await sendOtp(server.app, stillFresh);
    expect((await verify(username, otp)).status).toBe(200);

    server.clock.advance(5 * 60_000);
    const res = await verify(stillFresh, fresh);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'OTP has expired. Please request a new OTP.',
      errors: { otp: 'OTP has expired. Please request a new OTP.' },
    });
  });

  it('kills the code after 5 wrong attempts, even for the right code', async () => {
    const username = number();
    const otp = await sendOtp(server.app, username);
    for (let i = 1; i <= 4; i++) {
      expect((await (await verify(username, otherThan(otp))).json()).message).toBe('Invalid OTP');
    }
    const fifth = await verify(username, otherThan(otp));
    expect(fifth.status).toBe(400);
    expect((await fifth.json()).message).toBe('Too many wrong attempts. Please request a new OTP.');
    const right = await verify(username, otp);
    expect(right.status).toBe(400);
    expect((await right.json()).errors).toEqual({ otp: 'Too many wrong attempts. Please request a new OTP.' });

    // A new OTP starts afresh.
    server.clock.advance(31_000);
    const next = await sendOtp(server.app, username);
    expect((await verify(username, next)).status).toBe(200);
  });

  it('checks the OTP format and that one was sent', async () => {
    const username = number();
    const missing = await postJson(server.app, '/api/user/verify-otp', { username });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({ otp: 'OTP is required.' });
    expect((await (await verify(username, '12ab')).json()).errors).toEqual({ otp: 'Please enter the 6-digit OTP.' });
    const none = await verify(username, '123456');
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe('No OTP is pending for this number. Please request a new OTP.');
  });

  it('keeps only a hash of the code in the database', async () => {
    const username = number();
    const otp = await sendOtp(server.app, username);
    const rows = (await server.db.query<Record<string, unknown>>('select * from otp_codes where username = $1', [username])).rows;
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(otp);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('one limit of wrong codes per OTP, however they arrive', () => {
  const tokenFor = (username: string, otp: string) => postJson(server.app, '/api/auth/generate-token', { username, otp });
  const attemptsOf = async (username: string) =>
    (await server.db.query<{ attempts: number }>('select attempts from otp_codes where username = $1', [username])).rows[0].attempts;

  it('after verify-otp, wrong codes on generate-token count against the same five tries', async () => {
    const { username } = await signUp(server.app, number());
    server.clock.advance(31_000);
    const otp = await sendOtp(server.app, username);
    for (let i = 0; i < 2; i++) expect((await verify(username, otherThan(otp))).status).toBe(400);
    expect((await verify(username, otp)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const wrong = await tokenFor(username, otherThan(otp));
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ code: 'OTP_INVALID', errors: { otp: 'Invalid OTP' } });
    }
    const fifth = await tokenFor(username, otherThan(otp));
    expect(await fifth.json()).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });
    // The right code no longer works: 200 guesses in the code's lifetime are not possible any more.
    const right = await tokenFor(username, otp);
    expect(right.status).toBe(400);
    expect(await right.json()).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });
    expect(await attemptsOf(username)).toBe(5);
  });

  it('wrong codes sent with register count too; right ones cost nothing', async () => {
    const username = number();
    const otp = await sendOtp(server.app, username);
    for (let i = 0; i < 3; i++) expect((await verify(username, otherThan(otp))).status).toBe(400);
    expect((await verify(username, otp)).status).toBe(200);
    expect((await verify(username, otp)).status).toBe(200);
    expect(await attemptsOf(username)).toBe(3);
    const wrongRegister = await registerRequest(server.app, newUser(username, { otp: otherThan(otp) }));
    expect(wrongRegister.status).toBe(400);
    expect(await wrongRegister.json()).toMatchObject({ code: 'OTP_INVALID' });
    expect(await attemptsOf(username)).toBe(4);
    expect((await registerRequest(server.app, newUser(username, { otp }))).status).toBe(200);
    expect((await tokenFor(username, otp)).status).toBe(200);
  });

  it('a hundred guesses at once compare at most five codes', async () => {
    const username = number();
    const otp = await sendOtp(server.app, username);
    const guesses = Array.from({ length: 100 }, (_, i) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map(async (guess) => (await verify(username, guess)).json()));
    expect(answers.filter((a) => a.code === 'OTP_INVALID')).toHaveLength(4);
    expect(answers.filter((a) => a.code === 'OTP_TOO_MANY_ATTEMPTS')).toHaveLength(96);
    expect(await attemptsOf(username)).toBe(5);
    expect((await verify(username, otp)).status).toBe(400);
  });
});

describe('send-otp under pressure', () => {
  it('parallel sends for one number: exactly one goes through', async () => {
    const username = number();
    const results = await Promise.all(Array.from({ length: 4 }, () => postJson(server.app, '/api/user/send-otp', { username }).then((r) => r.status)));
    expect(results.filter((s) => s === 200)).toHaveLength(1);
    expect(results.filter((s) => s === 429)).toHaveLength(3);
  });

  it('a failing SMS gateway is a 502 and leaves no usable code', async () => {
    const { createApp } = await import('../../server/app');
    const { testConfig } = await import('../../server/config');
    const broken = createApp({
      db: server.db,
      config: testConfig(),
      sms: { send: () => Promise.reject(new Error('gateway down')) },
      now: server.clock.now,
    });
    const username = number();
    const res = await postJson(broken, '/api/user/send-otp', { username });
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe('We could not send the OTP. Please try again.');
    expect((await server.db.query('select id from otp_codes where username = $1', [username])).rows).toHaveLength(0);
  });
});
