import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DECLINED_CARD } from '../../server/payments/demo-payment-gateway';
import { aadhaarNumber, applicationUser, jpeg, pdf } from './support/membership-journey';
import { type ServerProcess, spawnServer } from './support/spawn-server';
import { onPglite, openTestDatabase, type TestDatabase } from './support/test-database';

// Two server processes on one PostgreSQL database, as behind a load balancer:
// nothing a member does may depend on which instance answers.

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
});
async function call(base: string, path: string, init?: RequestInit) {
  const res = await fetch(base + path, init);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' data differ per call; each test reads what it needs
  return { status: res.status, body: (await res.json().catch(() => null)) as { data?: any; message?: string } | null };
}

describe.skipIf(onPglite())('two instances on one database', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    // Both started at once on an empty database, several times: both come up every time (migrations and seeds take turns).
    for (let round = 0; round < 3; round++) {
      database = await openTestDatabase({ empty: true });
      [a, b] = await Promise.all([spawnServer({ DATABASE_URL: database.url! }), spawnServer({ DATABASE_URL: database.url! })]);
      await Promise.all([a.ready(), b.ready()]);
      const members = await database.db.query<{ n: number }>(
        "select count(*)::int as n from user_memberships m join users u on u.id = m.user_id where u.username = '9000000002'",
      );
      expect(members.rows[0].n).toBe(1);
      if (round < 2) {
        expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
        await database.close();
      }
    }
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  it('an OTP sent through A is verified through B, and a token from A works on B', async () => {
    const mobile = '9123400001';
    const sent = await call(a.url, '/api/user/send-otp', json({ username: mobile }));
    expect(sent.status).toBe(200);
    expect((await call(b.url, '/api/user/verify-otp', json({ username: mobile, otp: sent.body!.data.otp }))).status).toBe(200);
    const user = {
      username: mobile,
      phone: mobile,
      firstName: 'Neha',
      lastName: 'Sharma',
      email: 'neha@example.com',
      roles: ['ROLE_CUSTOMER'],
      otp: sent.body!.data.otp,
      userAddress: { city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
    };
    const form = new FormData();
    form.append('user', new Blob([JSON.stringify(user)], { type: 'application/json' }));
    const registered = await fetch(`${a.url}/api/user/register`, { method: 'POST', body: form });
    expect(registered.status).toBe(200);
    const tokens = await call(b.url, '/api/auth/generate-token', json({ username: mobile, otp: sent.body!.data.otp }));
    expect(tokens.status).toBe(200);
    const { userId } = (await registered.json()).data;
    const me = await call(a.url, `/api/user/${userId}`, { headers: { authorization: `Bearer ${tokens.body!.data.accessToken}` } });
    expect(me.status).toBe(200);
    expect(me.body!.data.username).toBe(mobile);
  });

  it('an application uploaded through A is read back through B; a payment declined on A is retried on B with the same key', async () => {
    const mobile = '9123400002';
    const otp = (await call(a.url, '/api/user/send-otp', json({ username: mobile }))).body!.data.otp;
    await call(a.url, '/api/user/verify-otp', json({ username: mobile, otp }));
    const signup = new FormData();
    signup.append(
      'user',
      new Blob(
        [JSON.stringify({ username: mobile, phone: mobile, firstName: 'Neha', lastName: 'Sharma', email: 'n@example.com', roles: ['ROLE_CUSTOMER'], otp })],
        {
          type: 'application/json',
        },
      ),
    );
    const { userId } = (await (await fetch(`${a.url}/api/user/register`, { method: 'POST', body: signup })).json()).data;
    const token = (await call(a.url, '/api/auth/generate-token', json({ username: mobile, otp }))).body!.data.accessToken as string;

    // The demo Aadhaar OTP requested on A is checked on B.
    const aadhaar = aadhaarNumber();
    const requested = await call(a.url, '/api/user/verifyAddhar', json({ aadhaarNumber: aadhaar }, token));
    expect(
      (await call(b.url, '/api/user/verifyAadharOtp', json({ otp: requested.body!.data.otp, referenceId: requested.body!.data.referenceId }, token))).status,
    ).toBe(200);

    const slab = (await database.db.query<{ id: number }>('select id from membership_plan_slabs order by id limit 1')).rows[0].id;
    const front = jpeg('front.jpg');
    const form = new FormData();
    form.append(
      'user',
      new Blob([JSON.stringify(applicationUser({ userId, username: mobile, accessToken: token, refreshToken: '' }, aadhaar))], { type: 'application/json' }),
    );
    form.append('memberslab', new Blob([JSON.stringify({ membershipPlanSlabId: slab })], { type: 'application/json' }));
    form.append('aadhar', front);
    form.append('aadhar', jpeg('back.jpg'));
    form.append('pan', pdf());
    const submitted = await fetch(`${a.url}/api/user/order/register`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(submitted.status).toBe(200);
    const orderId = (await submitted.json()).data.order.orderId;

    // The operator reads the card back through B (its local operator endpoint and token).
    const operator = { headers: { 'x-operator-token': readFileSync(join(b.dataDir, 'operator-token'), 'utf8') } };
    const applicant = await call(b.url, `/api/operator/applications/${userId}`, operator);
    const frontDoc = applicant.body!.data.applications[0].documents.find((d: { kind: string }) => d.kind === 'AADHAAR_FRONT');
    const doc = await fetch(`${b.url}${frontDoc.url}`, operator);
    expect(doc.status).toBe(200);
    expect(new Uint8Array(await doc.arrayBuffer())).toEqual(new Uint8Array(await front.arrayBuffer()));
    const decided = await call(b.url, `/api/operator/applications/${userId}/decision`, {
      ...json({ decision: 'APPROVED' }),
      headers: { ...operator.headers, 'content-type': 'application/json' },
    });
    expect(decided.status).toBe(200);

    const key = 'pay-9123400002-1';
    const declined = await call(
      a.url,
      '/api/payment/payNow',
      json({ orderId, idempotencyKey: key, paymentMethod: 'card', cardNumber: DEMO_DECLINED_CARD }, token),
    );
    expect(declined.status).toBe(402);
    const retried = await call(
      b.url,
      '/api/payment/payNow',
      json({ orderId, idempotencyKey: key, paymentMethod: 'card', cardNumber: '4242424242424242' }, token),
    );
    expect(retried.status).toBe(200);
    expect((await call(a.url, `/api/user/${userId}`, { headers: { authorization: `Bearer ${token}` } })).body!.data.status.code).toBe('ACTIVE');
  });
});
