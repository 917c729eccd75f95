import { array, is } from 'superstruct';
import { ApplicantShape, MemberDetailShape, MemberPageShape, QueueItemShape } from '../../src/api/shapes/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserShape } from '../../src/api/shapes/user';
import { DECISION_MESSAGES, REASON_MAX } from '../../server/applications/decide-application';
import { MEMBERSHIP_ON_HOLD } from '../../server/bookings/booking-rules';
import { MEMBER_MESSAGES } from '../../server/members/member-service';
import { bagIds, book, data, member, startCollectionServer } from './support/collection-fixtures';
import { applied, jpeg, pay, pdf, statusOf } from './support/membership-journey';
import { operator, operatorGet, operatorPost, shaped } from './support/operator';
import { freshNumber, getAuthed, postJson, type Session, type TestServer } from './support/test-server';

const number = () => freshNumber(7700000000);
let server: TestServer & { today: string };
let staff: Session;
let bags: number[];

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server);
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

const get = async (path: string) => data(await operatorGet(server.app, path, staff.accessToken));
const decide = (userId: number, body: unknown) => operatorPost(server.app, `/applications/${userId}/decision`, body, staff.accessToken);
const bell = async (who: Session) => data(await postJson(server.app, '/api/communication/list', { toUserId: who.userId }, who.accessToken));

describe('applications', () => {
  it('queues PENDING and ONHOLD applications, oldest first, and filters by status', async () => {
    const first = await applied(server.app, server.db, number());
    server.clock.advance(60_000);
    const second = await applied(server.app, server.db, number());
    await decide(second.userId, { decision: 'ONHOLD', reason: 'We need a clearer PAN card.' });

    const queue = shaped(await get('/applications'), array(QueueItemShape));
    const ids = queue.map((a: { userId: number }) => a.userId);
    expect(ids.indexOf(first.userId)).toBeLessThan(ids.indexOf(second.userId));
    expect(queue.find((a: { userId: number }) => a.userId === second.userId)).toMatchObject({
      mobile: second.username,
      name: 'Neha Sharma',
      status: 'ONHOLD',
      city: 'Jaipur',
      plan: expect.stringContaining('months'),
      reason: 'We need a clearer PAN card.',
    });
    expect((await get('/applications?status=PENDING')).map((a: { userId: number }) => a.userId)).not.toContain(second.userId);
    expect((await get('/applications?status=ONHOLD')).map((a: { userId: number }) => a.userId)).toEqual(expect.arrayContaining([second.userId]));
    expect((await operatorGet(server.app, '/applications?status=ACTIVE', staff.accessToken)).status).toBe(400);

    // Paged, oldest first: page 1 of size 1 is the second of the whole queue; a size over 200 is refused.
    const [page0, page1] = [await get('/applications?size=1&page=0'), await get('/applications?size=1&page=1')];
    expect([...page0, ...page1].map((a: { userId: number }) => a.userId)).toEqual(ids.slice(0, 2));
    expect((await operatorGet(server.app, '/applications?size=201', staff.accessToken)).status).toBe(400);
  });

  it('shows the applicant, the masked Aadhaar and the documents, streamed with their type, never cached, each look audited', async () => {
    const me = await applied(server.app, server.db, number());
    const detail = shaped(await get(`/applications/${me.userId}`), ApplicantShape);
    expect(detail).toMatchObject({
      userId: me.userId,
      mobile: me.username,
      firstName: 'Neha',
      lastName: 'Sharma',
      email: 'neha.sharma@example.com',
      status: 'PENDING',
      aadhaarMasked: expect.stringMatching(/^XXXX XXXX \d{4}$/),
    });
    const [application] = detail.applications;
    expect(application.address).toEqual({ addressLine1: '12 Park Street', addressLine2: 'Flat 4B', city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' });
    expect(application.documents.map((d: { label: string; contentType: string }) => [d.label, d.contentType])).toEqual([
      ['Aadhaar card (front)', 'image/jpeg'],
      ['Aadhaar card (back)', 'image/jpeg'],
      ['PAN card', 'application/pdf'],
    ]);
    expect(JSON.stringify(detail)).not.toMatch(/\d{12}/);

    const pan = application.documents[2];
    const res = await getAuthed(server.app, pan.url, staff.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(await pdf().arrayBuffer()));
    const front = await getAuthed(server.app, application.documents[0].url, staff.accessToken);
    expect(front.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await front.arrayBuffer())).toEqual(new Uint8Array(await jpeg().arrayBuffer()));

    const looks = await get(`/audit?subjectType=application&subjectId=${application.applicationId}&action=document.view`);
    expect(looks.map((e: { summary: string }) => e.summary)).toEqual(['Viewed the identity documents of Neha Sharma']);
    expect((await getAuthed(server.app, '/api/operator/documents/999999', staff.accessToken)).status).toBe(404);
    expect((await getAuthed(server.app, '/api/operator/applications/999999', staff.accessToken)).status).toBe(404);
  });

  it('approves: the member is told and their next call reads APPROVED', async () => {
    const me = await applied(server.app, server.db, number());
    const res = await decide(me.userId, { decision: 'APPROVED' });
    expect(await data(res)).toMatchObject({ userId: me.userId, status: 'APPROVED', reason: null });
    const user = await data(await getAuthed(server.app, `/api/user/getByUsername/${me.username}`, me.accessToken));
    expect(is(user, UserShape)).toBe(true);
    expect(user.status.code).toBe('APPROVED');
    expect((await bell(me))[0]).toMatchObject({ title: 'Application approved', link: '/package-details' });
    expect((await get('/applications')).map((a: { userId: number }) => a.userId)).not.toContain(me.userId);
    const again = await decide(me.userId, { decision: 'APPROVED' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(`Neha Sharma (${me.username}) is APPROVED, not PENDING or ONHOLD: nothing to approve.`);
  });

  it('holds and declines only with a reason the member reads; a declined applicant is DRAFT and may apply again', async () => {
    const me = await applied(server.app, server.db, number());
    for (const [body, message] of [
      [{ decision: 'ONHOLD' }, DECISION_MESSAGES.reasonRequired],
      [{ decision: 'DECLINED', reason: '   ' }, DECISION_MESSAGES.reasonRequired],
      [{ decision: 'DECLINED', reason: 'x'.repeat(REASON_MAX + 1) }, DECISION_MESSAGES.reasonTooLong],
    ] as const) {
      const res = await decide(me.userId, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect((await decide(me.userId, { decision: 'MAYBE', reason: 'x' })).status).toBe(400);
    expect((await decide(me.userId, {})).status).toBe(400);
    expect((await decide(999999, { decision: 'APPROVED' })).status).toBe(404);
    expect(await statusOf(server.app, me)).toBe('PENDING');

    await data(await decide(me.userId, { decision: 'ONHOLD', reason: 'Your PAN card photo is cut off.' }));
    expect(await statusOf(server.app, me)).toBe('ONHOLD');
    expect((await bell(me))[0].message).toContain('Your PAN card photo is cut off.');
    expect((await decide(me.userId, { decision: 'ONHOLD', reason: 'again' })).status).toBe(409);

    await data(await decide(me.userId, { decision: 'DECLINED', reason: 'We could not verify your address.' }));
    expect(await statusOf(server.app, me)).toBe('DRAFT');
    expect((await bell(me))[0]).toMatchObject({ title: 'Application not accepted', message: expect.stringContaining('We could not verify your address.') });
    const history = (await get(`/applications/${me.userId}`)).applications;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ decision: 'DECLINED', reason: 'We could not verify your address.', decidedBy: 'Olivia Operator' });
  });
});

describe('members', () => {
  it('finds members by name or mobile (typed with +91 or spaces) and by status, paged, with plan and dates', async () => {
    const asha = await member(server, 7710000000, { plan: 'SIGNATURE', months: 6 });
    await server.db.query("update users set first_name = 'Ashwini', last_name = 'Kulkarni' where id = $1", [asha.userId]);
    const byName = shaped(await get('/members?search=ashwini%20kulk'), MemberPageShape);
    expect(byName.members.map((m: { userId: number }) => m.userId)).toEqual([asha.userId]);
    expect(byName.members[0]).toMatchObject({
      mobile: asha.username,
      name: 'Ashwini Kulkarni',
      status: 'ACTIVE',
      operator: false,
      membership: { planName: 'Signature', months: 6, startDate: server.today, status: 'ACTIVE' },
    });
    const spaced = `+91 ${asha.username.slice(0, 5)} ${asha.username.slice(5)}`;
    expect((await get(`/members?search=${encodeURIComponent(asha.username.slice(2))}`)).members.map((m: { userId: number }) => m.userId)).toContain(
      asha.userId,
    );
    expect((await get(`/members?search=${encodeURIComponent(spaced.replace(/ /g, ''))}`)).members.map((m: { userId: number }) => m.userId)).toEqual([
      asha.userId,
    ]);
    const active = await get('/members?status=ACTIVE&size=1');
    expect(active.members).toHaveLength(1);
    expect(active.total).toBeGreaterThan(1);
    expect(active.capped).toBe(false);
    // A word matches inside a name or an e-mail too (a substring search), in any case.
    expect((await get('/members?search=SHWINI')).members.map((m: { userId: number }) => m.userId)).toEqual([asha.userId]);
    expect((await operatorGet(server.app, '/members?status=SLEEPING', staff.accessToken)).status).toBe(400);
    expect((await operatorGet(server.app, '/members?size=500', staff.accessToken)).status).toBe(400);
  });

  it('shows a member’s memberships, bookings, orders, payments and applications', async () => {
    const me = await applied(server.app, server.db, number());
    await decide(me.userId, { decision: 'APPROVED' });
    await data(await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: `operator-${me.orderId}-key` }));
    await data(await book(server.app, me, bags[5], server.today, server.today));
    const detail = shaped(await get(`/members/${me.userId}`), MemberDetailShape);
    expect(detail).toMatchObject({ userId: me.userId, status: 'ACTIVE', city: 'Jaipur', aadhaarMasked: expect.stringMatching(/^XXXX/) });
    expect(detail.memberships).toHaveLength(1);
    expect(detail.bookings).toEqual([
      expect.objectContaining({ stage: 'TO_SHIP', startDate: server.today, bag: expect.objectContaining({ productId: bags[5] }) }),
    ]);
    expect(detail.orders).toEqual([expect.objectContaining({ orderId: me.orderId, status: { name: 'ACTIVATED' } })]);
    expect(detail.payments).toEqual([expect.objectContaining({ orderId: me.orderId, status: 'SUCCEEDED' })]);
    expect(detail.applications[0].documents).toHaveLength(3);
    expect((await operatorGet(server.app, '/members/999999', staff.accessToken)).status).toBe(404);
  });

  it('puts a membership on hold (with a reason; the member is told and cannot book) and reactivates it', async () => {
    const me = await member(server, 7720000000);
    const hold = (body: unknown) => operatorPost(server.app, `/members/${me.userId}/hold`, body, staff.accessToken);
    expect((await hold({})).status).toBe(400);
    const held = await data(await hold({ reason: 'Your last payment was charged back.' }));
    expect(held.membership.status).toBe('ONHOLD');
    expect(held.status).toBe('ACTIVE');
    expect((await bell(me))[0]).toMatchObject({ title: 'Your membership is on hold', message: expect.stringContaining('charged back') });
    const refused = await book(server.app, me, bags[6], server.today, server.today);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(MEMBERSHIP_ON_HOLD);
    expect((await hold({ reason: 'twice' })).status).toBe(409);

    const back = await data(await operatorPost(server.app, `/members/${me.userId}/reactivate`, {}, staff.accessToken));
    expect(back.membership.status).toBe('ACTIVE');
    expect((await bell(me))[0].title).toBe('Your membership is active again');
    expect((await book(server.app, me, bags[6], server.today, server.today)).status).toBe(200);
    const nothing = await operatorPost(server.app, `/members/${me.userId}/reactivate`, {}, staff.accessToken);
    expect(nothing.status).toBe(409);
    expect((await nothing.json()).message).toBe(MEMBER_MESSAGES.nothingToReactivate);

    const applicant = await applied(server.app, server.db, number());
    const notMember = await operatorPost(server.app, `/members/${applicant.userId}/hold`, { reason: 'x' }, staff.accessToken);
    expect(notMember.status).toBe(409);
    expect((await notMember.json()).message).toBe(MEMBER_MESSAGES.nothingToHold);
    const actions = (await get(`/audit?subjectType=member&subjectId=${me.userId}`)).map((e: { action: string }) => e.action);
    expect(actions).toEqual(['membership.reactivate', 'membership.hold']);
  });

  it('reactivates a DEACTIVE member whose deactivated membership still covers today', async () => {
    const me = await member(server, 7730000000, { status: 'DEACTIVE' });
    await server.db.query("update user_memberships set status = 'DEACTIVATED' where user_id = $1", [me.userId]);
    const back = await data(await operatorPost(server.app, `/members/${me.userId}/reactivate`, {}, staff.accessToken));
    expect(back).toMatchObject({ status: 'ACTIVE', membership: { status: 'ACTIVE' } });
    expect(await statusOf(server.app, me)).toBe('ACTIVE');
  });
});
