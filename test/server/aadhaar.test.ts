import { assert } from 'superstruct';
import { AadhaarOtpSentShape, AadhaarVerifiedShape } from '../../src/api/shapes/aadhaar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskAadhaar, parseAadhaar, verhoeffDigit, verhoeffValid } from '../../server/applications/aadhaar-number';
import { aadhaarNumber } from './support/membership-journey';
import { freshNumber, postJson, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8500000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('Aadhaar number checks', () => {
  it('computes and checks the Verhoeff digit (236 -> 3, the textbook example)', () => {
    expect(verhoeffDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    // Swapping two neighbouring digits is caught: the point of Verhoeff.
    expect(verhoeffValid('3263')).toBe(false);
  });

  it('accepts spaces, refuses wrong lengths, a leading 0 or 1 and a bad check digit', () => {
    const valid = aadhaarNumber();
    expect(parseAadhaar(`${valid.slice(0, 4)} ${valid.slice(4, 8)} ${valid.slice(8)}`)).toEqual({ digits: valid });
    const wrongDigit = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
    for (const bad of [wrongDigit, valid.slice(1), `1${valid.slice(1)}`, 'abcdabcdabcd']) {
      expect(parseAadhaar(bad)).toEqual({ error: 'Please enter a valid 12-digit Aadhaar number.' });
    }
    expect(parseAadhaar('')).toEqual({ error: 'Aadhaar number is required.' });
    expect(maskAadhaar(valid)).toBe(`XXXX XXXX ${valid.slice(-4)}`);
  });
});

describe('POST /api/user/verifyAddhar and /api/user/verifyAadharOtp', () => {
  it('400 for a number failing the checksum, with the field named', async () => {
    const me = await signUp(server.app, number());
    const res = await postJson(server.app, '/api/user/verifyAddhar', { aadhaarNumber: '123412341234' }, me.accessToken);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Please enter a valid 12-digit Aadhaar number.',
      errors: { aadhaarNumber: 'Please enter a valid 12-digit Aadhaar number.' },
    });
  });

  it('sends an OTP (shown in demo mode), refuses a wrong one, accepts the right one and keeps the masked number', async () => {
    const me = await signUp(server.app, number());
    const aadhaar = aadhaarNumber();
    const sent = await postJson(server.app, '/api/user/verifyAddhar', { aadhaarNumber: aadhaar, userId: me.userId }, me.accessToken);
    expect(sent.status).toBe(200);
    const { data } = await sent.json();
    assert(data, AadhaarOtpSentShape);
    expect(data.otp).toMatch(/^[0-9]{6}$/);
    expect(data.maskedAadhaar).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
    const wrong = String((Number(data.otp) + 1) % 1_000_000).padStart(6, '0');
    const bad = await postJson(server.app, '/api/user/verifyAadharOtp', { otp: wrong }, me.accessToken);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ otp: 'Invalid OTP' });
    const good = await postJson(server.app, '/api/user/verifyAadharOtp', { otp: data.otp, referenceId: data.referenceId }, me.accessToken);
    expect(good.status).toBe(200);
    const verified = (await good.json()).data;
    assert(verified, AadhaarVerifiedShape);
    expect(verified).toMatchObject({ verified: true, maskedAadhaar: `XXXX XXXX ${aadhaar.slice(-4)}` });
    const user = (await server.db.query<{ aadhaar_masked: string }>('select aadhaar_masked from users where id = $1', [me.userId])).rows[0];
    expect(user.aadhaar_masked).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
  });

  it('an OTP expires after 10 minutes, and another Aadhaar number cannot use it', async () => {
    const me = await signUp(server.app, number());
    const aadhaar = aadhaarNumber();
    const { data } = await (await postJson(server.app, '/api/user/verifyAddhar', { aadhaarNumber: aadhaar }, me.accessToken)).json();
    const other = await postJson(server.app, '/api/user/verifyAadharOtp', { otp: data.otp, aadhaarNumber: aadhaarNumber() }, me.accessToken);
    expect(other.status).toBe(400);
    expect((await other.json()).message).toBe('This OTP was sent for a different Aadhaar number. Please request a new OTP.');
    server.clock.advance(10 * 60_000 + 1000);
    const late = await postJson(server.app, '/api/user/verifyAadharOtp', { otp: data.otp }, me.accessToken);
    expect(late.status).toBe(400);
    expect((await late.json()).message).toBe('OTP has expired. Please request a new OTP.');
  });

  it('stops after five wrong codes', async () => {
    const me = await signUp(server.app, number());
    const { data } = await (await postJson(server.app, '/api/user/verifyAddhar', { aadhaarNumber: aadhaarNumber() }, me.accessToken)).json();
    const wrong = String((Number(data.otp) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await postJson(server.app, '/api/user/verifyAadharOtp', { otp: wrong }, me.accessToken)).status).toBe(400);
    const locked = await postJson(server.app, '/api/user/verifyAadharOtp', { otp: data.otp }, me.accessToken);
    expect((await locked.json()).message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it("403 for another member's userId, 401 without a token; production without a provider is manual review, never an OTP in the answer", async () => {
    const me = await signUp(server.app, number());
    const other = await signUp(server.app, number());
    expect((await postJson(server.app, '/api/user/verifyAddhar', { aadhaarNumber: aadhaarNumber(), userId: other.userId }, me.accessToken)).status).toBe(403);
    expect((await postJson(server.app, '/api/user/verifyAddhar', { aadhaarNumber: aadhaarNumber() })).status).toBe(401);
    const production = server.appWith({ demo: false });
    const res = await postJson(production, '/api/user/verifyAddhar', { aadhaarNumber: aadhaarNumber() }, me.accessToken);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.verification).toBe('manual');
    expect(JSON.stringify(body)).not.toMatch(/"otp"/);
  });
});
