import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideApplication } from '../../server/applications/decide-application';
import { addDays } from '../../server/catalogue/iso-date';
import { CLI_ACTOR } from '../../server/operators/actor';
import { applied, pay } from './support/membership-journey';
import { operator, operatorPost } from './support/operator';
import { bagIds, book, data, member, putJson, slabId, startCollectionServer } from './support/collection-fixtures';
import { freshNumber, getAuthed, postJson, type TestServer } from './support/test-server';

// My Account between bookings: the allowance left, why an application waits, details, plan at renewal.
let server: TestServer & { today: string };
let bags: number[];
const BASE = 7450000000;
const day = (offset: number) => addDays(server.today, offset);

beforeAll(async () => {
  server = await startCollectionServer();
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

describe('the allowance left this period', () => {
  it('counts the bags out today and to come against the plan, for the period of the current membership', async () => {
    const me = await member(server, BASE, { plan: 'SIGNATURE', months: 3 });
    const empty = await data(await getAuthed(server.app, '/api/account/allowance', me.accessToken));
    expect(empty).toMatchObject({ planName: 'Signature', bagsAtATime: 2, maxRentalDays: 14, withYouNow: 0, upcoming: 0, bookedThisPeriod: 0, leftNow: 2 });
    expect(empty.periodStart).toBe(server.today);
    expect(empty.renewsOn).toBe(addDays(empty.periodEnd, 1));

    await data(await book(server.app, me, bags[0], day(0), day(3)));
    await data(await book(server.app, me, bags[1], day(10), day(12)));
    const used = await data(await getAuthed(server.app, '/api/account/allowance', me.accessToken));
    expect(used).toMatchObject({ withYouNow: 1, upcoming: 1, bookedThisPeriod: 2, leftNow: 1 });
  });

  it('is null without a membership covering today, and needs a login', async () => {
    const ended = await member(server, BASE, { plan: 'CLASSIC', months: 3, startDate: '2025-01-01', status: 'EXPIRE' });
    expect(await data(await getAuthed(server.app, '/api/account/allowance', ended.accessToken))).toBeNull();
    const draft = await member(server, BASE, { plan: null, status: 'DRAFT' });
    expect(await data(await getAuthed(server.app, '/api/account/allowance', draft.accessToken))).toBeNull();
    expect((await server.app.request('/api/account/allowance')).status).toBe(401);
  });
});

describe('the reason for a hold', () => {
  it("is the operator's reason, to the member on hold only, and gone once approved", async () => {
    const held = await applied(server.app, server.db, freshNumber(BASE));
    expect(await data(await getAuthed(server.app, '/api/account/hold', held.accessToken))).toBeNull();
    await decideApplication(server.db, { userId: held.userId }, 'ONHOLD', CLI_ACTOR, { reason: 'Your PAN photo is blurred: please send a sharper one.' });
    const hold = await data(await getAuthed(server.app, '/api/account/hold', held.accessToken));
    expect(hold.reason).toBe('Your PAN photo is blurred: please send a sharper one.');
    expect(new Date(hold.heldAt).getTime()).not.toBeNaN();

    // Another member never reads it: the call names no one, the token does.
    const other = await member(server, BASE);
    expect(await data(await getAuthed(server.app, '/api/account/hold', other.accessToken))).toBeNull();

    await decideApplication(server.db, { userId: held.userId }, 'APPROVED', CLI_ACTOR);
    expect(await data(await getAuthed(server.app, '/api/account/hold', held.accessToken))).toBeNull();
  });

  it("is the operator's reason for holding a running membership, while the hold lasts", async () => {
    const staff = await operator(server);
    const me = await member(server, BASE, { plan: 'SIGNATURE', months: 3 });
    const reason = 'Your last payment was charged back: please pay it again.';
    await data(await operatorPost(server.app, `/members/${me.userId}/hold`, { reason }, staff.accessToken));
    const hold = await data(await getAuthed(server.app, '/api/account/hold', me.accessToken));
    expect(hold).toMatchObject({ reason, of: 'membership' });
    expect(new Date(hold.heldAt).getTime()).toBe(server.clock.now().getTime());
    // Another member, active too, has no hold to read.
    const other = await member(server, BASE);
    expect(await data(await getAuthed(server.app, '/api/account/hold', other.accessToken))).toBeNull();

    await data(await operatorPost(server.app, `/members/${me.userId}/reactivate`, {}, staff.accessToken));
    expect(await data(await getAuthed(server.app, '/api/account/hold', me.accessToken))).toBeNull();
  });
});

const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Mehra',
  email: 'asha.mehra@example.in',
  addressLine1: '14 Carmichael Road',
  addressLine2: 'Flat 3B',
  city: 'Mumbai',
  state: 'maharashtra',
  zipcode: '400026',
};

async function audit(userId: number, action: string) {
  return (
    await server.db.query<{ actor_user_id: number; summary: string; before: unknown; after: unknown }>(
      'select actor_user_id, summary, before, after from audit_log where subject_id = $1 and action = $2 order by id',
      [String(userId), action],
    )
  ).rows;
}

describe('editing details', () => {
  it("saves the member's own name, e-mail and address, the state as the list spells it, with an audit row", async () => {
    const me = await member(server, BASE);
    // The editor starts from the member as saved, their own by their token.
    expect(await data(await getAuthed(server.app, '/api/account/details', me.accessToken))).toMatchObject({ id: me.userId, username: me.username });
    expect((await server.app.request('/api/account/details')).status).toBe(401);
    const user = await data(await putJson(server.app, '/api/account/details', ADDRESS, me.accessToken));
    expect(user).toMatchObject({ id: me.userId, firstName: 'Asha', email: 'asha.mehra@example.in' });
    expect(user.userAddress).toEqual({ addressLine1: '14 Carmichael Road', addressLine2: 'Flat 3B', city: 'Mumbai', state: 'Maharashtra', zipcode: '400026' });
    const rows = await audit(me.userId, 'member.details');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_user_id: me.userId, after: { state: 'Maharashtra', zipcode: '400026' } });
    expect((await data(await getAuthed(server.app, '/api/account/details', me.accessToken))).userAddress.city).toBe('Mumbai');
    expect((await server.app.request('/api/account/details', { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
  });

  it("answers a wrong field with the form's own message under its name", async () => {
    const me = await member(server, BASE);
    const wrong = async (field: Record<string, string>) =>
      (await data(await putJson(server.app, '/api/account/details', { ...ADDRESS, ...field }, me.accessToken), 400)).errors;
    expect(await wrong({ zipcode: '012345' })).toEqual({ zipcode: 'Please enter a valid Zipcode' });
    expect(await wrong({ state: 'Atlantis' })).toEqual({ state: 'Please choose your state or union territory from the list.' });
    expect(await wrong({ addressLine1: '  ' })).toEqual({ addressLine1: 'Address is required.' });
    expect(await wrong({ email: 'asha@' })).toEqual({ email: 'Please enter a valid Email' });
    expect(await wrong({ firstName: '' })).toEqual({ firstName: 'First Name is required.' });
    expect(await audit(me.userId, 'member.details')).toEqual([]);
  });
});

describe('changing the mobile number', () => {
  const send = (token: string, mobile: string) => postJson(server.app, '/api/account/mobile', { mobile }, token);
  const verify = (token: string, mobile: string, otp: string) => postJson(server.app, '/api/account/mobile/verify', { mobile, otp }, token);

  it('checks the new number by OTP; the old one works until then; after, only the new one logs in', async () => {
    const me = await member(server, BASE);
    const next = freshNumber(BASE);
    const { otp } = await data(await send(me.accessToken, `+91${next}`));
    expect(otp).toMatch(/^\d{6}$/);
    // Not changed yet: the old token and number still work.
    expect((await getAuthed(server.app, `/api/user/${me.userId}`, me.accessToken)).status).toBe(200);
    const wrongCode = otp === '000000' ? '111111' : '000000';
    expect((await data(await verify(me.accessToken, next, wrongCode), 400)).errors).toEqual({ otp: 'Invalid OTP' });

    const changed = await data(await verify(me.accessToken, next, otp));
    expect(changed.user).toMatchObject({ id: me.userId, username: next, phone: next });
    // The old token named the old number: it has ended; the new one works.
    expect((await getAuthed(server.app, `/api/user/${me.userId}`, me.accessToken)).status).toBe(401);
    expect((await getAuthed(server.app, `/api/user/${me.userId}`, changed.accessToken)).status).toBe(200);
    expect(await data(await getAuthed(server.app, `/api/user/validate-user/${me.username}`))).toBe(0);
    expect(await data(await getAuthed(server.app, `/api/user/validate-user/${next}`))).toBe(1);
    // The code was used up.
    expect((await verify(changed.accessToken, next, otp)).status).toBe(400);

    const rows = await audit(me.userId, 'member.mobile');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_user_id: me.userId, before: { mobile: me.username }, after: { mobile: next } });
  });

  it("refuses another account's number, the member's own, and a second send within the resend gap", async () => {
    const me = await member(server, BASE);
    const other = await member(server, BASE);
    const taken = await data(await send(me.accessToken, other.username), 409);
    expect(taken.message).toBe('This mobile number belongs to another Tote account. Enter another number, or write to us if it is yours.');
    expect((await data(await send(me.accessToken, me.username), 400)).errors).toEqual({ mobile: 'This is already your mobile number. Enter the new one.' });
    expect((await data(await send(me.accessToken, '12345'), 400)).errors).toEqual({ mobile: 'Please enter a valid 10-digit mobile number.' });

    const next = freshNumber(BASE);
    await data(await send(me.accessToken, next));
    const again = await data(await send(me.accessToken, next), 429);
    expect(again.message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
    expect(await audit(me.userId, 'member.mobile')).toEqual([]);
  });
});

describe('changing plan at renewal', () => {
  const choose = (token: string, membershipPlanSlabId: unknown) => postJson(server.app, '/api/account/plan-change', { membershipPlanSlabId }, token);
  const pending = async (token: string) => data(await getAuthed(server.app, '/api/account/plan-change', token));
  const cancel = (token: string) => server.app.request('/api/account/plan-change', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });

  it('keeps another plan for the day after the membership ends, charges nothing now, and can be cancelled', async () => {
    const me = await member(server, BASE, { plan: 'CLASSIC', months: 3 });
    const orders = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [me.userId])).rows[0].n;
    const before = await orders();
    expect(await pending(me.accessToken)).toBeNull();
    const couture = await slabId(server.db, 'COUTURE', 6);
    const allowance = await data(await getAuthed(server.app, '/api/account/allowance', me.accessToken));
    const change = await data(await choose(me.accessToken, couture));
    expect(change).toEqual({ membershipPlanSlabId: couture, planName: 'Couture', durationInMonths: 6, amount: 59999, effectiveOn: allowance.renewsOn });
    expect(await pending(me.accessToken)).toEqual(change);
    expect(await orders()).toBe(before);

    // A second choice replaces the first.
    const signature = await slabId(server.db, 'SIGNATURE', 12);
    expect((await data(await choose(me.accessToken, signature))).planName).toBe('Signature');
    expect((await audit(me.userId, 'member.plan-change')).length).toBe(2);

    expect(await data(await cancel(me.accessToken))).toBeNull();
    expect(await pending(me.accessToken)).toBeNull();
    expect((await data(await cancel(me.accessToken), 409)).message).toBe('You have no plan change waiting: your membership renews on the plan you have.');
    expect((await audit(me.userId, 'member.plan-change-cancel')).length).toBe(1);
  });

  it('is applied when the renewal is paid for that plan, and cancelled when the member paid for another', async () => {
    const couture = await slabId(server.db, 'COUTURE', 6);
    const renew = async (slab: number) => {
      const me = await member(server, BASE, { plan: 'CLASSIC', months: 3 });
      await data(await choose(me.accessToken, couture));
      // The membership ran out yesterday: the member renews on the packages page.
      await server.db.query('update user_memberships set start_date = $2::date - 90, end_date = $2::date - 1 where user_id = $1', [me.userId, server.today]);
      await server.db.query("update users set status_code = 'EXPIRE' where id = $1", [me.userId]);
      const order = await data(await postJson(server.app, '/api/order/save', { membershipPlanSlabId: slab }, me.accessToken));
      expect(order.kind).toBe('RENEWAL');
      await data(await pay(server.app, me.accessToken, { orderId: order.orderId, idempotencyKey: `plan-change-${order.orderId}` }));
      const status = await server.db.query<{ status: string }>('select status from plan_changes where user_id = $1', [me.userId]);
      return { me, statuses: status.rows.map((r) => r.status) };
    };

    const kept = await renew(couture);
    expect(kept.statuses).toEqual(['APPLIED']);
    expect(await pending(kept.me.accessToken)).toEqual({
      membershipPlanSlabId: couture,
      planName: 'Couture',
      durationInMonths: 6,
      amount: 59999,
      effectiveOn: server.today,
      applied: true,
    });

    const other = await renew(await slabId(server.db, 'SIGNATURE', 12));
    expect(other.statuses).toEqual(['CANCELLED']);
    expect(await pending(other.me.accessToken)).toBeNull();
    const current = await data(await getAuthed(server.app, '/api/account/allowance', other.me.accessToken));
    expect(current).toMatchObject({ planName: 'Signature', periodStart: server.today });
  });

  it('refuses the same plan, an unknown one, bad input, and a member without a current membership', async () => {
    const me = await member(server, BASE, { plan: 'CLASSIC', months: 3 });
    const own = await slabId(server.db, 'CLASSIC', 3);
    expect((await data(await choose(me.accessToken, own), 400)).message).toBe('That is already your plan. Choose another plan to change to at renewal.');
    expect((await data(await choose(me.accessToken, 999999), 400)).message).toBe('That plan is no longer offered. Please choose another.');
    expect((await choose(me.accessToken, 'couture')).status).toBe(400);
    const ended = await member(server, BASE, { plan: 'CLASSIC', months: 3, startDate: '2025-01-01', status: 'EXPIRE' });
    expect((await data(await choose(ended.accessToken, own), 409)).message).toMatch(/^You can change your plan at renewal while your membership is active\./);
    expect((await server.app.request('/api/account/plan-change')).status).toBe(401);
  });
});
