import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aadhaarNumber, applicationUser, jpeg, registerApplication, slabIds, statusOf, textFile, verifyAadhaar } from './support/membership-journey';
import { freshNumber, getAuthed, signUp, startTestServer, type TestServer } from './support/test-server';
// The form's own rules: the server must answer with the very same limits and texts.
import { ADDRESS_MAX, validateDetail, validatePan } from '../../src/validation/application';

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
      user: applicationUser(me, aadhaar, { firstName: 'Nehaa' }),
      memberslab: { id: slab, membershipPlanSlabId: slab },
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.user.status.code).toBe('PENDING');
    expect(data.user.firstName).toBe('Nehaa');
    expect(data.order).toMatchObject({
      status: { name: 'CREATED' },
      user: { id: me.userId },
      membershipPlanSlab: { membershipPlanSlabId: slab },
      currency: 'INR',
    });
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
    const aadhaar = await verifyAadhaar(server.app, me.accessToken);
    const parts = { user: applicationUser(me, aadhaar), memberslab: { membershipPlanSlabId: slab } };
    expect((await registerApplication(server.app, me.accessToken, parts)).status).toBe(200);
    const again = await registerApplication(server.app, me.accessToken, parts);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Your application has already been submitted.');
    await expect(verifyAadhaar(server.app, me.accessToken)).rejects.toThrow(/409/);
    expect(await storedFiles(me.userId)).toHaveLength(3);
  });

  it('refuses with 400 before the Aadhaar number is verified, storing nothing', async () => {
    const me = await signUp(server.app, number());
    const res = await registerApplication(server.app, me.accessToken, {
      user: applicationUser(me, aadhaarNumber()),
      memberslab: { membershipPlanSlabId: slab },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please verify your Aadhaar number first.');
    expect(await statusOf(server.app, me)).toBe('DRAFT');
    expect(await storedFiles(me.userId)).toHaveLength(0);
  });

  it('refuses bad files with 400 and leaves no file behind', async () => {
    const me = await signUp(server.app, number());
    const aadhaar = await verifyAadhaar(server.app, me.accessToken);
    const base = { user: applicationUser(me, aadhaar), memberslab: { membershipPlanSlabId: slab } };
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
    const aadhaar = await verifyAadhaar(server.app, me.accessToken);
    const res = await registerApplication(server.app, me.accessToken, {
      user: applicationUser(me, aadhaar, { lastName: '', userAddress: { addressLine1: ' ', city: 'Jaipur', state: 'Rajasthan', zipcode: '012345' } }),
      memberslab: { membershipPlanSlabId: slab },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toMatchObject({ lastName: 'Last Name is required.', addressLine1: 'Address is required.', zipcode: 'Please enter a valid Zipcode' });

    const noSlab = await registerApplication(server.app, me.accessToken, { user: applicationUser(me, aadhaar), memberslab: { membershipPlanSlabId: 999999 } });
    expect(noSlab.status).toBe(400);
    expect((await noSlab.json()).message).toBe('The chosen membership plan does not exist.');
  });

  it('keeps what the form collects: PAN, the phone, the Aadhaar number masked and its verification reference', async () => {
    const me = await signUp(server.app, number());
    const digits = await verifyAadhaar(server.app, me.accessToken);
    const verifiedRef = (
      await server.db.query<{ reference_id: string }>('select reference_id from aadhaar_verifications where user_id = $1 and verified_at is not null', [
        me.userId,
      ])
    ).rows[0].reference_id;
    const res = await registerApplication(server.app, me.accessToken, {
      user: applicationUser(me, digits, { panNumber: 'abcde1234f', phone: `+91${me.username}`, aadhaarReferenceId: verifiedRef }),
      memberslab: { membershipPlanSlabId: slab },
    });
    expect(res.status).toBe(200);
    const row = (
      await server.db.query<Record<string, unknown>>('select pan_number, phone, aadhaar_masked, aadhaar_reference_id from applications where user_id = $1', [
        me.userId,
      ])
    ).rows[0];
    expect(row).toEqual({ pan_number: 'ABCDE1234F', phone: me.username, aadhaar_masked: `XXXX XXXX ${digits.slice(-4)}`, aadhaar_reference_id: verifiedRef });
    const stored = JSON.stringify((await server.db.query('select * from applications where user_id = $1', [me.userId])).rows);
    expect(stored).not.toContain(digits);
  });

  it('checks PAN, phone and Aadhaar by the form’s own rules, and the Aadhaar number against the verified one', async () => {
    const me = await signUp(server.app, number());
    const verified = await verifyAadhaar(server.app, me.accessToken);
    const refused = async (extra: Record<string, unknown>) => {
      const res = await registerApplication(server.app, me.accessToken, {
        user: applicationUser(me, verified, extra),
        memberslab: { membershipPlanSlabId: slab },
      });
      expect(res.status).toBe(400);
      return (await res.json()).errors;
    };
    expect(await refused({ panNumber: '' })).toEqual({ panNumber: validatePan('') });
    expect(await refused({ panNumber: 'ABCD1234F' })).toEqual({ panNumber: 'Please enter a valid PAN, like ABCDE1234F.' });
    expect(await refused({ phone: '12345' })).toEqual({ mobile: 'Please enter a valid 10-digit mobile number.' });
    expect(await refused({ aadhaarNumber: '234123412345' })).toEqual({ aadhaarNumber: 'Please enter a valid 12-digit Aadhaar number.' });
    expect(await refused({ aadhaarNumber: aadhaarNumber() })).toEqual({
      aadhaarNumber: 'This is not the Aadhaar number you verified. Please verify this one, or enter the verified one.',
    });
    expect(await refused({ aadhaarReferenceId: 'someone-else' })).toEqual({
      aadhaarReferenceId: 'This Aadhaar verification is not yours, or did not succeed. Please verify your Aadhaar number again.',
    });
    expect(await storedFiles(me.userId)).toHaveLength(0);
    expect(await statusOf(server.app, me)).toBe('DRAFT');
  });

  it('limits an address line to the form’s 100 characters, with the form’s message', async () => {
    const me = await signUp(server.app, number());
    const verified = await verifyAadhaar(server.app, me.accessToken);
    const address = (line: string) => ({ addressLine1: line, addressLine2: '', city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' });
    const tooLong = await registerApplication(server.app, me.accessToken, {
      user: applicationUser(me, verified, { userAddress: address('x'.repeat(ADDRESS_MAX + 1)) }),
      memberslab: { membershipPlanSlabId: slab },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors).toEqual({ addressLine1: validateDetail('addressLine1', 'x'.repeat(ADDRESS_MAX + 1)) });
    const longest = await registerApplication(server.app, me.accessToken, {
      user: applicationUser(me, verified, { userAddress: address('x'.repeat(ADDRESS_MAX)) }),
      memberslab: { membershipPlanSlabId: slab },
    });
    expect(longest.status).toBe(200);
  });

  it("403 for another member's id in the form, 401 without a token", async () => {
    const me = await signUp(server.app, number());
    const other = await signUp(server.app, number());
    const aadhaar = await verifyAadhaar(server.app, me.accessToken);
    const res = await registerApplication(server.app, me.accessToken, { user: applicationUser(other, aadhaar), memberslab: { membershipPlanSlabId: slab } });
    expect(res.status).toBe(403);
    const anonymous = await server.app.request('/api/user/order/register', { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
  });
});
