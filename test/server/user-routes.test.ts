import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNumber, getAuthed, newUser, registerRequest, signUp, startTestServer, type TestServer, verifiedOtp } from './support/test-server';

const number = () => freshNumber(8300000000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/user/validate-user/{username}', () => {
  it('accepts the +91 and 0 prefixes and rejects an invalid number', async () => {
    const { username } = await signUp(server.app, number());
    for (const form of [username, `+91${username}`, `0${username}`]) {
      expect(await (await server.app.request(`/api/user/validate-user/${encodeURIComponent(form)}`)).json()).toEqual({ data: 1 });
    }
    const bad = await server.app.request('/api/user/validate-user/12345');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Please enter a valid 10-digit mobile number.');
  });
});

describe('reading a user', () => {
  it('200 for oneself, 403 for another member by id or username', async () => {
    const me = await signUp(server.app, number());
    const other = await signUp(server.app, number());
    expect((await getAuthed(server.app, `/api/user/${me.userId}`, me.accessToken)).status).toBe(200);
    expect((await getAuthed(server.app, `/api/user/getByUsername/${me.username}`, me.accessToken)).status).toBe(200);

    const byId = await getAuthed(server.app, `/api/user/${other.userId}`, me.accessToken);
    expect(byId.status).toBe(403);
    expect(JSON.stringify(await byId.json())).not.toContain(other.username);
    expect((await getAuthed(server.app, `/api/user/getByUsername/${other.username}`, me.accessToken)).status).toBe(403);
    expect((await getAuthed(server.app, `/api/user/getByUsername/${other.username}`)).status).toBe(401);
  });
});

describe('POST /api/user/register validation (same rules as the sign-up dialog)', () => {
  async function rejected(extra: Record<string, unknown>) {
    const username = number();
    const otp = await verifiedOtp(server.app, username);
    const res = await registerRequest(server.app, newUser(username, { otp, ...extra }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(await (await server.app.request(`/api/user/validate-user/${username}`)).json()).toEqual({ data: 0 });
    return body;
  }

  it('names each failing field with the spec texts', async () => {
    const body = await rejected({ firstName: ' ', lastName: '', email: 'neha@example' });
    expect(body.errors).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      email: 'Please enter a valid Email',
    });
    expect(body.message).toBe('First Name is required.');
  });

  it('enforces the maximum lengths and letters-only city and state', async () => {
    const body = await rejected({
      firstName: 'A'.repeat(21),
      email: `${'a'.repeat(140)}@example.com`,
      userAddress: { city: 'Pune1', state: 'Goa', zipcode: '' },
    });
    expect(body.errors).toEqual({
      firstName: 'First Name must be at most 20 characters.',
      email: 'Email must be at most 150 characters.',
      city: 'Please enter a valid City',
    });
  });

  it('puts the 6-digit rule on zipcode, none on instagram', async () => {
    expect((await rejected({ userAddress: { zipcode: '012345' } })).errors).toEqual({ zipcode: 'Please enter a valid Zipcode' });
    expect((await rejected({ userAddress: { zipcode: '40001' } })).errors).toEqual({ zipcode: 'Please enter a valid Zipcode' });

    const username = number();
    const otp = await verifiedOtp(server.app, username);
    const ok = await registerRequest(server.app, newUser(username, { otp, instagram: '12', userAddress: null }));
    expect(ok.status).toBe(200);
  });

  it('requires a valid mobile number as username', async () => {
    const res = await registerRequest(server.app, newUser('98765'));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ mobile: 'Please enter a valid 10-digit mobile number.' });
    const missing = await registerRequest(server.app, newUser('', {}));
    expect((await missing.json()).errors).toEqual({ mobile: 'Mobile number is required.' });
  });

  it('accepts the user part as a plain string field as well as a JSON Blob', async () => {
    const username = number();
    const otp = await verifiedOtp(server.app, username);
    const res = await registerRequest(server.app, newUser(username, { otp }), false);
    expect(res.status).toBe(200);
    expect((await res.json()).data.userId).toEqual(expect.any(Number));
  });

  it('400 for a missing, malformed or mistyped user part, 415 for a non-multipart body', async () => {
    const empty = await server.app.request('/api/user/register', { method: 'POST', body: new FormData() });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('The field "user" is required.');

    const form = new FormData();
    form.append('user', '{not json');
    const malformed = await server.app.request('/api/user/register', { method: 'POST', body: form });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe('The field "user" is not valid JSON.');

    const typed = await registerRequest(server.app, newUser(number(), { firstName: 42 }));
    expect(typed.status).toBe(400);
    expect((await typed.json()).message).toMatch(/firstName/);

    const notObject = await registerRequest(server.app, ['x']);
    expect(notObject.status).toBe(400);

    const json = await server.app.request('/api/user/register', {
      method: 'POST',
      body: JSON.stringify(newUser(number())),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request as multipart/form-data.' });
  });

  it('uses the remote Error_message texts when configured', async () => {
    const previous = process.env.TOTE_ERROR_MESSAGES;
    process.env.TOTE_ERROR_MESSAGES = JSON.stringify({ Required: '{label} cannot be empty' });
    try {
      const body = await rejected({ lastName: '' });
      expect(body.errors).toEqual({ lastName: 'Last Name cannot be empty' });
    } finally {
      if (previous === undefined) delete process.env.TOTE_ERROR_MESSAGES;
      else process.env.TOTE_ERROR_MESSAGES = previous;
    }
  });
});

describe('the partner page of a sign-up (<tote-auth partner-id>)', () => {
  const partnerOf = async (userId: number) =>
    (await server.db.query<{ partner_id: string | null }>('select partner_id from users where id = $1', [userId])).rows[0]?.partner_id;

  it('is stored with the user at register, so sign-ups can be counted per partner page; none from the site', async () => {
    const fromPartner = await signUp(server.app, number(), { partnerId: 'maison-aurelle.spring_2026' });
    const fromSite = await signUp(server.app, number());
    expect(await partnerOf(fromPartner.userId)).toBe('maison-aurelle.spring_2026');
    expect(await partnerOf(fromSite.userId)).toBeNull();
  });

  it('refuses an id that is not 1 to 64 letters, digits, dots, hyphens or underscores, and creates no user', async () => {
    for (const partnerId of ['<script>', 'a'.repeat(65), '-leading', 'has space']) {
      const username = number();
      await verifiedOtp(server.app, username);
      const res = await registerRequest(server.app, newUser(username, { partnerId }));
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ partnerId: 'partnerId must be 1 to 64 letters, digits, dots, hyphens or underscores.' });
      expect((await server.app.request(`/api/user/validate-user/${username}`)).status).toBe(200);
      expect(await (await server.app.request(`/api/user/validate-user/${username}`)).json()).toEqual({ data: 0 });
    }
  });
});
