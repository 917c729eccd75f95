import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/applications/admin-commands';
import { CashfreeAadhaarVerifier, chooseAadhaarVerifier } from '../../server/applications/aadhaar-verifier';
import { createApp } from '../../server/app';
import { ConfigError, testConfig } from '../../server/config';
import { aadhaarNumber, applicationUser, jpeg, pdf, registerApplication, slabIds, statusOf } from './support/membership-journey';
import { startRecordingServer, type RecordingServer } from './support/recording-server';
import { freshNumber, getAuthed, postJson, signUp, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8520000000);
let server: TestServer;
let cashfree: RecordingServer;
let dataDir: string;
beforeAll(async () => {
  server = await startTestServer();
  cashfree = await startRecordingServer();
  dataDir = mkdtempSync(join(tmpdir(), 'tote-aadhaar-'));
});
afterAll(async () => {
  await cashfree.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('choosing the Aadhaar check (TOTE_AADHAAR_VERIFIER)', () => {
  it('is manual review in production by default, demo in demo mode; production refuses the demo verifier', () => {
    expect(chooseAadhaarVerifier(server.db, testConfig().keys, { NODE_ENV: 'production' }).name).toBe('manual');
    expect(chooseAadhaarVerifier(server.db, testConfig().keys, {}).name).toBe('demo');
    expect(() => chooseAadhaarVerifier(server.db, testConfig().keys, { NODE_ENV: 'production', TOTE_AADHAAR_VERIFIER: 'demo' })).toThrow(ConfigError);
    expect(() => chooseAadhaarVerifier(server.db, testConfig().keys, { TOTE_AADHAAR_VERIFIER: 'cashfree' })).toThrow(/TOTE_CASHFREE_CLIENT_ID/);
  });
});

describe('manual review (production without a KYC provider): the application never dead-ends', () => {
  it('takes the number without an OTP, accepts the application with the card, and the operator reads the documents back', async () => {
    const app = createApp({ db: server.db, config: { ...server.config, demo: false, dataDir }, sms: server.sms, now: server.clock.now });
    const me = await signUp(server.app, number());
    const aadhaar = aadhaarNumber();
    const sent = await postJson(app, '/api/user/verifyAddhar', { aadhaarNumber: aadhaar }, me.accessToken);
    expect(sent.status).toBe(200);
    const answer = (await sent.json()).data;
    expect(answer).toMatchObject({ verification: 'manual', maskedAadhaar: `XXXX XXXX ${aadhaar.slice(-4)}` });
    expect(answer.otp).toBeUndefined();
    expect((await postJson(app, '/api/user/verifyAadharOtp', { otp: '123456' }, me.accessToken)).status).toBe(409);

    const slab = (await slabIds(server.db))[0];
    const front = jpeg('front.jpg');
    const res = await registerApplication(app, me.accessToken, {
      user: applicationUser(me, aadhaar),
      memberslab: { membershipPlanSlabId: slab },
      aadhar: [front, jpeg('back.jpg')],
      pan: [pdf()],
    });
    expect(res.status).toBe(200);
    expect(await statusOf(app, me)).toBe('PENDING');

    const lines: string[] = [];
    const viaApp = ((url: string, init?: RequestInit) => Promise.resolve(app.request(new URL(url).pathname + new URL(url).search, init))) as typeof fetch;
    const admin = (argv: string[]) =>
      runAdmin(argv, { config: testConfig({ dataDir, port: 8089 }), fetch: viaApp, openDb: async () => server.db, print: (l) => lines.push(l) });
    expect(await admin(['documents', me.username])).toBe(0);
    expect(lines[0]).toBe(`Neha Sharma (${me.username}), PENDING. Aadhaar XXXX XXXX ${aadhaar.slice(-4)}: to check by hand against the card below.`);
    expect(lines.slice(1, 4).map((l) => l.trim().split(/\s+/)[0])).toEqual(['AADHAAR_FRONT', 'AADHAAR_BACK', 'PAN']);
    const saved = join(dataDir, 'front.jpg');
    expect(await admin(['document', me.username, 'aadhaar_front', saved])).toBe(0);
    expect(new Uint8Array(readFileSync(saved))).toEqual(new Uint8Array(await front.arrayBuffer()));

    // A member reaches no one's documents: not with their token, not even their own.
    const documentIds = (
      await server.db.query<{ id: number }>('select d.id from application_documents d join applications a on a.id = d.application_id where a.user_id = $1', [
        me.userId,
      ])
    ).rows;
    for (const { id } of documentIds) expect((await getAuthed(app, `/api/operator/documents/${id}`, me.accessToken)).status).toBe(403);
    expect(await admin(['approve', me.username])).toBe(0);
    expect(await statusOf(app, me)).toBe('APPROVED');
  });
});

describe('Cashfree offline Aadhaar (OKYC) on the wire', () => {
  const verifier = () => new CashfreeAadhaarVerifier({ clientId: 'cf-id', clientSecret: 'cf-secret', baseUrl: cashfree.url });
  const appWith = () => createApp({ db: server.db, config: server.config, sms: server.sms, now: server.clock.now, aadhaar: verifier() });

  it('sends the number with the credentials, then the OTP with the ref_id, and takes the holder name', async () => {
    cashfree.reply = (req) =>
      req.url.endsWith('/otp')
        ? { body: { status: 'SUCCESS', message: 'OTP sent successfully', ref_id: 21637861 } }
        : { body: { status: 'VALID', name: 'Neha Sharma', ref_id: '21637861' } };
    cashfree.requests.length = 0;
    const me = await signUp(server.app, number());
    const aadhaar = aadhaarNumber();
    const sent = await postJson(appWith(), '/api/user/verifyAddhar', { aadhaarNumber: aadhaar }, me.accessToken);
    const data = (await sent.json()).data;
    expect(data).toMatchObject({ verification: 'otp', referenceId: '21637861' });
    expect(data.otp).toBeUndefined();
    const checked = await postJson(appWith(), '/api/user/verifyAadharOtp', { otp: '267987', referenceId: data.referenceId }, me.accessToken);
    expect((await checked.json()).data).toMatchObject({ verified: true, name: 'Neha Sharma' });

    expect(cashfree.requests.map((r) => [r.method, r.url, r.headers['x-client-id'], r.headers['x-client-secret']])).toEqual([
      ['POST', '/offline-aadhaar/otp', 'cf-id', 'cf-secret'],
      ['POST', '/offline-aadhaar/verify', 'cf-id', 'cf-secret'],
    ]);
    expect(JSON.parse(cashfree.requests[0].body.toString())).toEqual({ aadhaar_number: aadhaar });
    expect(JSON.parse(cashfree.requests[1].body.toString())).toEqual({ ref_id: '21637861', otp: '267987' });
  });

  it('a number the provider refuses is a 400 on the field; the provider down is a 502; a wrong code is Invalid OTP', async () => {
    const me = await signUp(server.app, number());
    cashfree.reply = () => ({ body: { status: 'INVALID', message: 'Aadhaar not linked to mobile number' } });
    const refused = await postJson(appWith(), '/api/user/verifyAddhar', { aadhaarNumber: aadhaarNumber() }, me.accessToken);
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ aadhaarNumber: 'Aadhaar not linked to mobile number' });
    cashfree.reply = () => ({ status: 503, body: { message: 'down' } });
    expect((await postJson(appWith(), '/api/user/verifyAddhar', { aadhaarNumber: aadhaarNumber() }, me.accessToken)).status).toBe(502);
    cashfree.reply = (req) =>
      req.url.endsWith('/otp') ? { body: { status: 'SUCCESS', ref_id: 'r-9' } } : { body: { status: 'INVALID', message: 'Invalid OTP' } };
    await postJson(appWith(), '/api/user/verifyAddhar', { aadhaarNumber: aadhaarNumber() }, me.accessToken);
    const wrong = await postJson(appWith(), '/api/user/verifyAadharOtp', { otp: '000000', referenceId: 'r-9' }, me.accessToken);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ otp: 'Invalid OTP' });
  });
});
