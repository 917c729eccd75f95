import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../server/operators/actor';
import { decideApplication } from '../../server/applications/decide-application';
import { deleteExpiredDocuments } from '../../server/privacy/document-retention';
import { documentsOf } from '../../server/uploads/document-store';
import { applicationUser, applied, approved, pay, registerApplication, slabIds, verifyAadhaar } from './support/membership-journey';
import { operator, operatorGet, operatorPost } from './support/operator';
import { freshNumber, getAuthed, postJson, signUp, startTestServer, type TestServer } from './support/test-server';
import { PRIVACY_NOTICE } from '../../src/api/shapes/privacy';

const number = () => freshNumber(7610000000);
const DAY = 24 * 60 * 60_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function documentsOfUser(userId: number) {
  return (
    await server.db.query<{ path: string; application_id: number }>(
      'select d.path, d.application_id from application_documents d join applications a on a.id = d.application_id where a.user_id = $1',
      [userId],
    )
  ).rows;
}

describe('identity documents past retention', () => {
  it('are deleted from the store N days after the decision; the masked Aadhaar and the check stay; two instances do it once', async () => {
    const store = documentsOf(server);
    const approvedOne = await applied(server.app, server.db, number());
    const declinedOne = await applied(server.app, server.db, number());
    const waiting = await applied(server.app, server.db, number());
    const decidedAt = server.clock.now();
    await decideApplication(server.db, { userId: approvedOne.userId }, 'APPROVED', CLI_ACTOR, { now: decidedAt });
    await decideApplication(server.db, { userId: declinedOne.userId }, 'DECLINED', CLI_ACTOR, { reason: 'Blurred photo', now: decidedAt });
    const files = [...(await documentsOfUser(approvedOne.userId)), ...(await documentsOfUser(declinedOne.userId))];
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) expect(await store.get(file.path)).not.toBeNull();

    // Day 29: nothing is due.
    expect(await deleteExpiredDocuments(server.db, store, 30, new Date(decidedAt.getTime() + 29 * DAY))).toBe(0);
    for (const file of files) expect(await store.get(file.path)).not.toBeNull();

    // Day 31, on two instances at once: each application is cleared once.
    const later = new Date(decidedAt.getTime() + 31 * DAY);
    const runs = await Promise.all([deleteExpiredDocuments(server.db, store, 30, later), deleteExpiredDocuments(server.db, store, 30, later)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(await store.get(file.path)).toBeNull();
    expect(await documentsOfUser(approvedOne.userId)).toEqual([]);
    expect(await documentsOfUser(declinedOne.userId)).toEqual([]);

    const kept = await server.db.query<{ aadhaar_masked: string | null; aadhaar_check: string; documents_deleted_at: Date | null }>(
      'select aadhaar_masked, aadhaar_check, documents_deleted_at from applications where user_id = $1',
      [approvedOne.userId],
    );
    expect(kept.rows[0].aadhaar_masked).toMatch(/^XXXX XXXX \d{4}$/);
    expect(kept.rows[0].documents_deleted_at).not.toBeNull();
    const user = await server.db.query<{ aadhaar_masked: string | null }>('select aadhaar_masked from users where id = $1', [approvedOne.userId]);
    expect(user.rows[0].aadhaar_masked).toMatch(/^XXXX XXXX \d{4}$/);

    // An application still waiting for a decision keeps its documents.
    const pending = await documentsOfUser(waiting.userId);
    expect(pending.length).toBeGreaterThan(0);
    for (const file of pending) expect(await store.get(file.path)).not.toBeNull();

    const audit = await server.db.query<{ n: number }>("select count(*)::int as n from audit_log where action = 'documents.delete' and subject_id = $1", [
      String(files[0].application_id),
    ]);
    expect(audit.rows[0].n).toBe(1);
  });
});

/** A fresh login (send, verify, tokens): the access token. */
async function logIn(username: string): Promise<string> {
  server.clock.advance(60_000);
  const otp = (await (await postJson(server.app, '/api/user/send-otp', { username })).json()).data.otp as string;
  await postJson(server.app, '/api/user/verify-otp', { username, otp });
  return (await (await postJson(server.app, '/api/auth/generate-token', { username, otp })).json()).data.accessToken as string;
}

describe('consent at application', () => {
  it('is required for the current notice, item by item, and recorded with its version and time', async () => {
    const session = await signUp(server.app, number());
    const aadhaar = await verifyAadhaar(server.app, session.accessToken);
    const slab = (await slabIds(server.db))[0];
    const parts = (consent: unknown) => ({ user: applicationUser(session, aadhaar, { consent }), memberslab: { membershipPlanSlabId: slab } });
    for (const consent of [
      null,
      { noticeVersion: '2020-01-01', items: PRIVACY_NOTICE.items.map((i) => i.id) },
      { noticeVersion: PRIVACY_NOTICE.version, items: ['identity'] },
    ]) {
      const refused = await registerApplication(server.app, session.accessToken, parts(consent));
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors.consent).toBe('Please read how we use your data and agree to it.');
    }
    const given = { noticeVersion: PRIVACY_NOTICE.version, items: PRIVACY_NOTICE.items.map((i) => i.id) };
    expect((await registerApplication(server.app, session.accessToken, parts(given))).status).toBe(200);
    const recorded = await server.db.query<{ notice_version: string; items: string[]; given_at: Date }>(
      'select notice_version, items, given_at from consents where user_id = $1',
      [session.userId],
    );
    expect(recorded.rows).toEqual([{ notice_version: PRIVACY_NOTICE.version, items: given.items, given_at: server.clock.now() }]);
  });
});

describe("a member's data", () => {
  it('is downloaded from My Account as one JSON file: their own only, no secrets', async () => {
    const member = await applied(server.app, server.db, number());
    const other = await applied(server.app, server.db, number());
    const res = await getAuthed(server.app, '/api/account/data', member.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="tote-my-data.json"');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const data = (await res.json()).data;
    expect(data.profile).toHaveLength(1);
    expect(data.profile[0]).toMatchObject({ id: member.userId, username: member.username });
    expect(data.applications[0].aadhaar_masked).toMatch(/^XXXX XXXX \d{4}$/);
    expect(data.applications[0].documents.map((d: { kind: string }) => d.kind).sort()).toEqual(['AADHAAR_BACK', 'AADHAAR_FRONT', 'PAN']);
    expect(data.consents[0]).toMatchObject({ notice_version: PRIVACY_NOTICE.version });
    expect(data.orders.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.username);
    expect(text).not.toMatch(/code_hash|number_hash|"path"/);
    expect((await server.app.request('/api/account/data')).status).toBe(401);
  });

  it('is erased on request: asked from My Account, worked in the back office before the due date, invoices kept', async () => {
    const staff = await operator(server, 7620000000);
    const member = await approved(server.app, server.db, number());
    const paid = await pay(server.app, member.accessToken, { orderId: member.orderId, userId: member.userId, amount: 1 });
    expect(paid.status).toBeLessThan(500);
    const files = await documentsOfUser(member.userId);
    expect(files.length).toBe(3);

    const none = await getAuthed(server.app, '/api/account/deletion-request', member.accessToken);
    expect((await none.json()).data).toBeNull();
    const asked = await postJson(server.app, '/api/account/deletion-request', {}, member.accessToken);
    expect(asked.status).toBe(200);
    const request = (await asked.json()).data;
    expect(new Date(request.dueAt).getTime() - new Date(request.requestedAt).getTime()).toBe(30 * DAY);
    expect((await postJson(server.app, '/api/account/deletion-request', {}, member.accessToken)).status).toBe(409);
    expect((await (await getAuthed(server.app, '/api/account/deletion-request', member.accessToken)).json()).data).toMatchObject({ status: 'OPEN' });

    // The back office lists it; a member cannot reach the list or work it.
    expect((await operatorGet(server.app, '/deletion-requests', member.accessToken)).status).toBe(403);
    server.clock.advance(31 * DAY);
    // A month on: both log in afresh.
    const staffToken = await logIn(staff.username);
    const memberToken = await logIn(member.username);
    const listed = (await (await operatorGet(server.app, '/deletion-requests', staffToken)).json()).data;
    expect(listed.find((r: { requestId: number }) => r.requestId === request.requestId)).toMatchObject({
      userId: member.userId,
      mobile: member.username,
      status: 'OPEN',
      overdue: true,
    });
    const orders = await server.db.query('select id from orders where user_id = $1', [member.userId]);
    const erased = await operatorPost(server.app, `/deletion-requests/${request.requestId}/erase`, { note: 'Asked by e-mail too' }, staffToken);
    expect(erased.status).toBe(200);
    expect((await operatorPost(server.app, `/deletion-requests/${request.requestId}/erase`, {}, staffToken)).status).toBe(409);

    // Erased: the files, the contact details, the Aadhaar, the consents; the number is free again; sessions end.
    const store = documentsOf(server);
    for (const file of files) expect(await store.get(file.path)).toBeNull();
    expect(await documentsOfUser(member.userId)).toEqual([]);
    const user = (await server.db.query('select username, phone, email, instagram, aadhaar_masked, first_name from users where id = $1', [member.userId]))
      .rows[0];
    expect(user).toMatchObject({ phone: null, email: null, instagram: null, aadhaar_masked: null });
    expect(user.username).not.toBe(member.username);
    expect((await (await server.app.request(`/api/user/validate-user/${member.username}`)).json()).data).toBe(0);
    expect((await getAuthed(server.app, `/api/user/${member.userId}`, memberToken)).status).toBe(401);
    expect((await server.db.query('select 1 from consents where user_id = $1', [member.userId])).rows).toEqual([]);
    // Kept: the invoices and the name on them.
    expect((await server.db.query('select id from orders where user_id = $1', [member.userId])).rows).toEqual(orders.rows);
    expect(user.first_name).toBe('Neha');
    const audit = await server.db.query<{ summary: string }>("select summary from audit_log where action = 'member.erase' and subject_id = $1", [
      String(member.userId),
    ]);
    expect(audit.rows[0].summary).toContain('invoices kept');
    expect(audit.rows[0].summary).not.toContain(member.username);
  });
});
