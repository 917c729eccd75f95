import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const subscribe = (body: unknown) => postJson(server.app, '/api/customer/subscribe', body);

describe('POST /api/customer/subscribe', () => {
  it('subscribes a visitor; a second time (any letter case) is a friendly 200 no-op', async () => {
    const first = await subscribe({ email: 'asha.mehra@example.com' });
    expect(first.status).toBe(200);
    expect((await first.json()).data).toMatchObject({ subscribed: true, alreadySubscribed: false });

    const again = await subscribe({ email: ' Asha.Mehra@Example.com ' });
    expect(again.status).toBe(200);
    expect((await again.json()).data).toMatchObject({ alreadySubscribed: true, message: 'You are already subscribed.' });

    const rows = await server.db.query<{ n: number }>("select count(*)::int as n from subscribers where email = 'asha.mehra@example.com'");
    expect(rows.rows[0].n).toBe(1);
  });

  it('refuses what the email rule of spec point 5 refuses, with its message', async () => {
    for (const [email, message] of [
      ['', 'Email is required.'],
      ['asha@', 'Please enter a valid Email'],
      ['asha@example.technology', 'Please enter a valid Email'],
      [`${'a'.repeat(140)}@example.com`, 'Email must be at most 150 characters.'],
    ] as const) {
      const res = await subscribe({ email });
      expect(res.status, email).toBe(400);
      const body = await res.json();
      expect(body.message, email).toBe(message);
      expect(body.errors?.email, email).toBe(body.message);
    }
    expect((await subscribe({})).status).toBe(400);
  });
});
