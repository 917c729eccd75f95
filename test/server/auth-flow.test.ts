import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserShape } from '../../src/api/shapes/user';
import { is } from 'superstruct';
import { deriveKeys } from '../../server/config';
import {
  freshNumber,
  getAuthed,
  postJson,
  registerRequest,
  newUser,
  sendOtp,
  signUp,
  startTestServer,
  type TestServer,
  verifiedOtp,
} from './support/test-server';

const number = () => freshNumber(8100000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-up flow (spec point 4)', () => {
  it('validates the username, sends and verifies the OTP, registers a DRAFT customer and issues tokens', async () => {
    const { app } = server;
    const username = number();
    expect(await (await app.request(`/api/user/validate-user/${username}`)).json()).toEqual({ data: 0 });

    const otp = await verifiedOtp(app, username);
    // Whatever the body claims, a new member is a DRAFT customer.
    const reg = await registerRequest(app, newUser(username, { otp, roles: ['ROLE_ADMIN'], status: { code: 'ACTIVE' } }));
    expect(reg.status).toBe(200);
    const { userId } = (await reg.json()).data;
    expect(userId).toEqual(expect.any(Number));

    const tok = await postJson(app, '/api/auth/generate-token', { username, otp });
    expect(tok.status).toBe(200);
    const { accessToken, refreshToken } = (await tok.json()).data;
    expect(accessToken).toEqual(expect.any(String));
    expect(refreshToken).toEqual(expect.any(String));

    const me = await getAuthed(app, `/api/user/getByUsername/${username}`, accessToken);
    expect(me.status).toBe(200);
    const user = (await me.json()).data;
    expect(is(user, UserShape)).toBe(true);
    // Every field sign-up sent comes back as given, with the ids the server assigned.
    expect(user).toMatchObject({ id: userId, userId, ...newUser(username) });
    expect(await (await app.request(`/api/user/validate-user/${username}`)).json()).toEqual({ data: 1 });
  });

  it('refuses to register without a verified OTP, and without the code itself once the number is verified', async () => {
    const { app } = server;
    const unverified = number();
    const sent = await sendOtp(app, unverified);
    const res = await registerRequest(app, newUser(unverified, { otp: sent }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please verify the OTP sent to your mobile number first.');

    // Verified by someone, but the register call does not carry the code: refused, as generate-token would be.
    const verified = number();
    const otp = await verifiedOtp(app, verified);
    const withoutCode = await registerRequest(app, newUser(verified));
    expect(withoutCode.status).toBe(400);
    expect(await withoutCode.json()).toMatchObject({ code: 'OTP_NOT_VERIFIED', errors: { otp: 'Please enter the OTP sent to your mobile number.' } });
    expect(await (await app.request(`/api/user/validate-user/${verified}`)).json()).toEqual({ data: 0 });
    expect((await registerRequest(app, newUser(verified, { otp }))).status).toBe(200);

    const neverSent = number();
    expect((await registerRequest(app, newUser(neverSent))).status).toBe(400);
    expect(await (await app.request(`/api/user/validate-user/${neverSent}`)).json()).toEqual({ data: 0 });
  });

  it('answers 409 "User Already Exist Kindly Login" for a taken number', async () => {
    const { app, clock } = server;
    const username = number();
    await signUp(app, username);
    clock.advance(31_000);
    const otp = await verifiedOtp(app, username);
    const res = await registerRequest(app, newUser(username, { otp, firstName: 'Other' }));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('User Already Exist Kindly Login');
  });
});

describe('login flow (spec point 4)', () => {
  it('logs an existing member in with a +91 prefixed number and fetches the user by id', async () => {
    const { app, clock } = server;
    const { username, userId } = await signUp(app, number());
    clock.advance(31_000);

    expect(await (await app.request(`/api/user/validate-user/${encodeURIComponent(`+91${username}`)}`)).json()).toEqual({ data: 1 });
    const otp = await sendOtp(app, `+91${username}`);
    expect((await postJson(app, '/api/user/verify-otp', { username: `0${username}`, otp })).status).toBe(200);
    const tok = await postJson(app, '/api/auth/generate-token', { username, otp });
    expect(tok.status).toBe(200);
    const { accessToken } = (await tok.json()).data;

    const byId = await getAuthed(app, `/api/user/${userId}`, accessToken);
    expect(byId.status).toBe(200);
    expect((await byId.json()).data).toMatchObject({ id: userId, username, status: { code: 'DRAFT' } });
  });

  it('refuses tokens for an unverified OTP, a wrong code, or a replayed (consumed) OTP', async () => {
    const { app, clock } = server;
    const { username } = await signUp(app, number());
    clock.advance(31_000);

    const otp = await sendOtp(app, username);
    const unverified = await postJson(app, '/api/auth/generate-token', { username, otp });
    expect(unverified.status).toBe(400);
    expect((await unverified.json()).message).toBe('Please verify the OTP sent to your mobile number first.');

    expect((await postJson(app, '/api/user/verify-otp', { username, otp })).status).toBe(200);
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await postJson(app, '/api/auth/generate-token', { username, otp: wrong })).status).toBe(400);

    expect((await postJson(app, '/api/auth/generate-token', { username, otp })).status).toBe(200);
    const replay = await postJson(app, '/api/auth/generate-token', { username, otp });
    expect(replay.status).toBe(400);
    // Verifying the consumed code again does not revive it.
    expect((await postJson(app, '/api/user/verify-otp', { username, otp })).status).toBe(400);
  });

  it('refuses tokens for a verified number that has no account', async () => {
    const { app } = server;
    const username = number();
    const otp = await verifiedOtp(app, username);
    const res = await postJson(app, '/api/auth/generate-token', { username, otp });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('User not found');
  });

  it("does not accept another number's verified OTP", async () => {
    const { app } = server;
    const victim = await signUp(app, number());
    const attacker = number();
    const otp = await verifiedOtp(app, attacker);
    expect((await postJson(app, '/api/auth/generate-token', { username: victim.username, otp })).status).toBe(400);
  });
});

describe('tokens', () => {
  it('401 without a token, with a bad one and with an expired one', async () => {
    const { app, clock } = server;
    const session = await signUp(app, number());
    const path = `/api/user/${session.userId}`;

    const missing = await getAuthed(app, path);
    expect(missing.status).toBe(401);
    expect((await missing.json()).status).toBe(401);
    expect((await getAuthed(app, path, 'not-a-jwt')).status).toBe(401);
    expect((await getAuthed(app, path, `${session.accessToken.slice(0, -2)}xx`)).status).toBe(401);
    // A refresh token is not an access token.
    expect((await getAuthed(app, path, session.refreshToken)).status).toBe(401);
    // A token signed with another secret.
    const foreign = await signUp(server.appWith({ keys: deriveKeys('another-secret-another-secret-another!!') }), number());
    expect((await getAuthed(app, `/api/user/${foreign.userId}`, foreign.accessToken)).status).toBe(401);

    expect((await getAuthed(app, path, session.accessToken)).status).toBe(200);
    clock.advance(3601_000);
    expect((await getAuthed(app, path, session.accessToken)).status).toBe(401);
  });

  it('honours a short access token lifetime', async () => {
    const { clock } = server;
    const shortLived = server.appWith({ accessTokenTtlSeconds: 5 });
    const session = await signUp(shortLived, number());
    expect((await getAuthed(shortLived, `/api/user/${session.userId}`, session.accessToken)).status).toBe(200);
    clock.advance(6_000);
    expect((await getAuthed(shortLived, `/api/user/${session.userId}`, session.accessToken)).status).toBe(401);
  });

  it('refresh-token gives a new working pair; a bad or access token is 401', async () => {
    const { app, clock } = server;
    const session = await signUp(app, number());
    clock.advance(3601_000);
    expect((await getAuthed(app, `/api/user/${session.userId}`, session.accessToken)).status).toBe(401);

    const res = await postJson(app, '/api/auth/refresh-token', { refreshToken: session.refreshToken });
    expect(res.status).toBe(200);
    const fresh = (await res.json()).data;
    expect((await getAuthed(app, `/api/user/${session.userId}`, fresh.accessToken)).status).toBe(200);

    expect((await postJson(app, '/api/auth/refresh-token', { refreshToken: 'garbage' })).status).toBe(401);
    expect((await postJson(app, '/api/auth/refresh-token', { refreshToken: fresh.accessToken })).status).toBe(401);
    expect((await postJson(app, '/api/auth/refresh-token', {})).status).toBe(400);
  });
});
