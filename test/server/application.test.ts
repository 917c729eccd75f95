import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationUser,
  jpeg,
  registerApplication,
  slabIds,
  statusOf,
  textFile,
  verifyAadhaar,
} from './support/membership-journey';
import { freshNumber, getAuthed, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8400000000);
let server: TestServer;
let slab: number;

beforeAll(async () => {
  server = await startTestServer();
  slab = (await slabIds(server.db))[1];
});
afterAll(() => server.close());

/** What the document store (the database by default) holds for the user's application. */
const storedFiles = async (userId: number) =>
  (await server.db.query<{ key: string }>('select key from stored_files where key like $1', [`applications/${userId}/%`])).rows.map((r) => r.key);

describe('POST /api/user/order/register (the application form)', () => {
  it('stores the documents, keeps only the masked Aadhaar, moves DRAFT -> PENDING and opens an order for the slab', async () => {
    const me = await signUp(server.app, number());
    const aadhaar = await verifyAadhaar(server.app, me.accessToken);
    const res = await registerApplication(server.app, me.accessToken, {
      user: applicationUser(me, { firstName: 'Nehaa' }),
      memberslab: { id: slab, membershipPlanSlabId: slab },
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.user.status.code).toBe('PENDING');
    expect(data.user.firstName).toBe('Nehaa');
    expect(data.order).toMatchObject({ status: { name: 'CREATED' }, user: { id: me.userId }, membershipPlanSlab: { membershipPlanSlabId: slab }, currency: 'USD' });
    expect(await statusOf(server.app, me)).toBe('PENDING');

    const order = await getAuthed(server.app, `/api/order/${data.order.orderId}`, me.accessToken);
    expect((await order.json()).data.status.name).toBe('CREATED');

    const docs = await server.db.query<{ kind: string; type: string; path: string }>(
      'select d.kind, d.type, d.path from application_documents d join applications a on a.id = d.application_id where a.user_id = $1 order by d.kind',
      [me.userId],
    );
    expect(docs.rows.map((d) => [d.kind, d.type])).toEqual([
      ['AADHAAR_BACK', 'image/jpeg'],
      ['AADHAAR_FRONT', 'image/jpeg'],
      ['PAN', 'application/pdf'],
    ]);
    expect(await storedFiles(me.userId)).toHaveLength(3);
    // Never served back: not under /uploads, not by the stored path.
    for (const doc of docs.rows) {
      expect((await server.app.request(`/${doc.path}`)).status).not.toBe(200);
      expect((await server.app.request(`/uploads/${doc.path}`)).status).not.toBe(200);
    }

    const user = (await server.db.query<Record<string, unknown>>('select * from users where id = $1', [me.userId])).rows[0];
    expect(user.aadhaar_masked).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
    const everything = JSON.stringify([user, (await server.db.query('select * from aadhaar_verifications where user_id = $1', [me.userId])).rows]);
    expect(everything).not.toContain(aadhaar);

    const bell = await server.db.query<{ title: string }>('select title from notifications where to_user_id = $1', [me.userId]);
    expect(bell.rows.map((r) => r.title)).toContain('Application received');
  });

  it('refuses a second application with 409, and Aadhaar verification once submitted', async () => {
    const me = await signUp(server.app, number());
    await verifyAadhaar(server.app, me.accessToken);
    const parts = { user: applicationUser(me), memberslab: { membershipPlanSlabId: slab } };
    expect((await registerApplication(server.app, me.accessToken, parts)).status).toBe(200);
    const again = await registerApplication(server.app, me.accessToken, parts);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Your application has already been submitted.');
    await expect(verifyAadhaar(server.app, me.accessToken)).rejects.toThrow(/409/);
    expect(await storedFiles(me.userId)).toHaveLength(3);
  });

  it('refuses with 400 before the Aadhaar number is verified, storing nothing', async () => {
    const me = await signUp(server.app, number());
    const res = await registerApplication(server.app, me.accessToken, { user: applicationUser(me), memberslab: { membershipPlanSlabId: slab } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please verify your Aadhaar number first.');
    expect(await statusOf(server.app, me)).toBe('DRAFT');
    expect(await storedFiles(me.userId)).toHaveLength(0);
  });

  it('refuses bad files with 400 and leaves no file behind', async () => {
    const me = await signUp(server.app, number());
    await verifyAadhaar(server.app, me.accessToken);
    const base = { user: applicationUser(me), memberslab: { membershipPlanSlabId: slab } };
    const cases: [Partial<{ aadhar: File[]; pan: File[] }>, RegExp][] = [
      [{ aadhar: [jpeg()] }, /front and the back of your Aadhaar card/],
      [{ aadhar: [jpeg(), jpeg(), jpeg()] }, /front and the back of your Aadhaar card/],
      [{ pan: [] }, /PAN card/],
      [{ pan: [textFile()] }, /^PAN card: use a JPEG, PNG or WebP image, or a PDF\.$/],
      [{ aadhar: [jpeg(), textFile()] }, /^Aadhaar card \(back\): use a JPEG/],
      [{ pan: [new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff)], 'big.jpg')] }, /larger than 5 MB/],
    ];
    for (const [files, message] of cases) {
      const res = await registerApplication(server.app, me.accessToken, { ...base, ...files });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect(await storedFiles(me.userId)).toHaveLength(0);
    expect(await statusOf(server.app, me)).toBe('DRAFT');
  });

  it('validates the form with the sign-up rules plus the address, and the chosen slab', async () => {
    const me = await signUp(server.app, number());
    await verifyAadhaar(server.app, me.accessToken);
    const res = await registerApplication(server.app, me.accessToken, {
      user: applicationUser(me, { lastName: '', userAddress: { addressLine1: ' ', city: 'Jaipur', state: 'Rajasthan', zipcode: '012345' } }),
      memberslab: { membershipPlanSlabId: slab },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toMatchObject({ lastName: 'Last Name is required.', addressLine1: 'Address is required.', zipcode: 'Please enter a valid Zipcode' });

    const noSlab = await registerApplication(server.app, me.accessToken, { user: applicationUser(me), memberslab: { membershipPlanSlabId: 999999 } });
    expect(noSlab.status).toBe(400);
    expect((await noSlab.json()).message).toBe('The chosen membership plan does not exist.');
  });

  it("403 for another member's id in the form, 401 without a token", async () => {
    const me = await signUp(server.app, number());
    const other = await signUp(server.app, number());
    await verifyAadhaar(server.app, me.accessToken);
    const res = await registerApplication(server.app, me.accessToken, { user: applicationUser(other), memberslab: { membershipPlanSlabId: slab } });
    expect(res.status).toBe(403);
    const anonymous = await server.app.request('/api/user/order/register', { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
  });
});
