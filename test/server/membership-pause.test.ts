import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PauseStateShape } from '../../src/api/shapes/membership-pause';
import { MemberDetailShape } from '../../src/api/shapes/operator';
import { PauseLimitsShape } from '../../src/api/shapes/pause-limits';
import { addDays } from '../../server/catalogue/iso-date';
import { addYears, membershipYear } from '../../server/memberships/pause-dates';
import { sendPauseEndNotices } from '../../server/memberships/pause-end-notices';
import { bagIds, book, data, member, putJson, startCollectionServer } from './support/collection-fixtures';
import { operator, operatorGet, operatorPost, shaped, ship } from './support/operator';
import { getAuthed, postJson, type Session, type TestServer } from './support/test-server';

// Pausing a membership and extending a rental (server/memberships/pause-service.ts, server/bookings/extension-rules.ts).
// "Today" is the test clock's day, 2026-03-02; a 3-month Classic membership from it ends on 2026-06-01.

let server: TestServer & { today: string };
let bags: number[];
let nextBag = 0;
let staff: Session;
const freshBag = () => bags[nextBag++];
const day = (offset: number) => addDays(server.today, offset);
const BASE = 7600000000;

beforeAll(async () => {
  server = await startCollectionServer();
  bags = await bagIds(server.db);
  staff = await operator(server, 7690000000);
});
afterAll(() => server.close());

const state = async (who: Session) => shaped(await data(await getAuthed(server.app, '/api/membership/pause', who.accessToken)), PauseStateShape);
const pause = (who: Session, weeks: unknown) => postJson(server.app, '/api/membership/pause', { weeks }, who.accessToken);
const resume = (who: Session) => postJson(server.app, '/api/membership/resume', {}, who.accessToken);
const membershipEnd = async (who: Session) =>
  (await data(await getAuthed(server.app, `/api/membership/usermembership/${who.userId}`, who.accessToken))).expiryDate;
const notes = async (who: Session) => data(await postJson(server.app, '/api/communication/list', { toUserId: who.userId }, who.accessToken));
const outbox = async (who: Session, kind: string) =>
  (
    await server.db.query<{ channel: string }>(`select channel from messages where user_id = $1 and kind = $2 and channel <> 'app' order by channel`, [
      who.userId,
      kind,
    ])
  ).rows.map((m) => m.channel);
const message = async (res: Response, status: number) => (await data(res, status)).message;
/** As if the running pause had started `days` ago (the clock stays put: tokens and other tests keep their day). */
const pausedDaysAgo = (who: Session, days: number) =>
  server.db.query('update membership_pauses set starts_on = starts_on - $2::int, ends_on = ends_on - $2::int where user_id = $1', [who.userId, days]);

describe('pausing a membership', () => {
  it('pauses for whole weeks, moves the end date, refuses bookings meanwhile and tells the member', async () => {
    const me = await member(server, BASE);
    expect(await membershipEnd(me)).toBe('2026-06-01');
    const before = await state(me);
    expect(before).toMatchObject({ current: null, canPause: true, minWeeks: 2, maxWeeks: 8, perYear: 2, usedThisYear: 0, yearEnds: '2027-03-01' });

    const after = shaped(await data(await pause(me, 2)), PauseStateShape);
    expect(after.current).toMatchObject({ startDate: day(0), endDate: day(14), weeks: 2, status: 'RUNNING' });
    expect(after).toMatchObject({ canPause: false, usedThisYear: 1, membershipEnds: '2026-06-15' });
    expect(await membershipEnd(me)).toBe('2026-06-15');

    const refused = await book(server.app, me, freshBag(), day(20), day(22));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'Your membership is paused, so bookings are paused too. It runs again from 16/03/2026; you can resume it sooner in My Account.',
    );
    const expiry = await data(await postJson(server.app, '/api/booking/check-expiry', { userId: me.userId }, me.accessToken));
    expect(expiry.message).toContain('It runs again from 16/03/2026');

    const told = (await notes(me)).find((n: { title: string }) => n.title === 'Your membership is paused');
    expect(told.message).toContain('it runs again on 16/03/2026, and now ends on 15/06/2026');
    // The message service also records it once on each channel the kind goes by (the sender job delivers them).
    expect(await outbox(me, 'pause-started')).toEqual(['email', 'sms']);
  });

  it('resumes early: the end date moves back by the days not used, and bookings open again', async () => {
    const me = await member(server, BASE);
    await data(await pause(me, 4));
    expect(await membershipEnd(me)).toBe('2026-06-29');
    await pausedDaysAgo(me, 3);
    // Planned to run again on day 25; resumed on day 0: 25 days unused, so 28 - 25 = 3 days added in the end.
    const after = shaped(await data(await resume(me)), PauseStateShape);
    expect(after.current).toBeNull();
    expect(after.pauses?.[0]).toMatchObject({ startDate: day(-3), endDate: day(0), status: 'ENDED', endedEarlyBy: 'MEMBER' });
    expect(await membershipEnd(me)).toBe('2026-06-04');
    expect(
      (await notes(me)).some((n: { title: string; message: string }) => n.title === 'Your membership runs again' && n.message.includes('04/06/2026')),
    ).toBe(true);
    await data(await book(server.app, me, freshBag(), day(1), day(2)));
    expect(await message(await resume(me), 409)).toBe('Your membership is not paused.');
  });

  it('tells the member once when a pause has run its course, whichever run or instance gets there', async () => {
    const me = await member(server, BASE);
    await data(await pause(me, 2));
    await pausedDaysAgo(me, 14);
    const runs = await Promise.all([sendPauseEndNotices(server.db, server.clock.now()), sendPauseEndNotices(server.db, server.clock.now())]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const told = (await notes(me)).filter((n: { title: string }) => n.title === 'Your membership runs again');
    expect(told).toHaveLength(1);
    expect(told[0].message).toContain('ends on 15/06/2026');
    expect(await outbox(me, 'pause-ended')).toEqual(['email', 'sms']);
    expect(await state(me)).toMatchObject({ current: null, canPause: true });
  });

  it('moves the end date across month ends by calendar days, both ways', async () => {
    const me = await member(server, BASE);
    await server.db.query("update user_memberships set end_date = '2026-03-31' where user_id = $1", [me.userId]);
    await data(await pause(me, 5));
    expect(await membershipEnd(me)).toBe('2026-05-05');
    // Started 2026-02-20 (resumes 2026-03-27), ended today, 2026-03-02: 25 days unused.
    await pausedDaysAgo(me, 10);
    await data(await resume(me));
    expect(await membershipEnd(me)).toBe('2026-04-10');

    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(membershipYear('2025-01-31', '2026-01-30')).toEqual({ from: '2025-01-31', to: '2026-01-30' });
    expect(membershipYear('2025-01-31', '2026-01-31')).toEqual({ from: '2026-01-31', to: '2027-01-30' });
  });

  it('takes only whole weeks within the club’s limits (400, naming the field)', async () => {
    const me = await member(server, BASE);
    for (const weeks of [1, 9]) {
      const res = await pause(me, weeks);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Choose a pause of 2 to 8 whole weeks.', errors: { weeks: 'Choose a pause of 2 to 8 whole weeks.' } });
    }
    for (const weeks of [2.5, '3', null]) expect((await pause(me, weeks)).status).toBe(400);
    // Other limits from the operator's settings.
    const strict = server.appWith({ pauseRules: { minWeeks: 3, maxWeeks: 4, perYear: 1 } });
    const res = await postJson(strict, '/api/membership/pause', { weeks: 2 }, me.accessToken);
    expect(await message(res, 400)).toBe('Choose a pause of 3 to 4 whole weeks.');
    expect(await state(me)).toMatchObject({ current: null, usedThisYear: 0 });
  });

  it('allows two pauses a membership year, then says when the next year begins', async () => {
    const me = await member(server, BASE, { months: 12 });
    for (let i = 0; i < 2; i += 1) {
      await data(await pause(me, 2));
      await data(await resume(me));
    }
    const third = await pause(me, 2);
    expect(await message(third, 409)).toBe('You have used your 2 pauses for this membership year. You can pause again from 02/03/2027.');
    expect(await state(me)).toMatchObject({ canPause: false, usedThisYear: 2, reason: await message(await pause(me, 3), 409) });
  });

  it('refuses a second pause while one runs, also when two requests race (one pause, one 409)', async () => {
    const me = await member(server, BASE);
    const both = await Promise.all([pause(me, 2), pause(me, 3)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = both.find((r) => r.status === 409)!;
    expect((await loser.json()).message).toMatch(/^Your membership is already paused: it runs again from \d\d\/\d\d\/2026\.$/);
    const rows = await server.db.query('select weeks from membership_pauses where user_id = $1', [me.userId]);
    expect(rows.rows).toHaveLength(1);
    expect(await membershipEnd(me)).toBe(addDays('2026-06-01', (rows.rows[0] as { weeks: number }).weeks * 7));
  });

  it('needs no bag out and no booking within the weeks paused; only ACTIVE members with their own token', async () => {
    const out = await member(server, BASE);
    const booking = await data(await book(server.app, out, freshBag(), day(1), day(3)));
    expect(await message(await pause(out, 2), 409)).toBe(
      `Your booking of ${booking.product.title} starts on 03/03/2026, within the weeks you would pause. Choose a shorter pause, or change that booking first.`,
    );
    await ship(server.app, staff.accessToken, booking.bookingId, 'WB1234567');
    expect(await message(await pause(out, 2), 409)).toBe('You can pause once the bag you have is back with us: a membership pauses with no bag out.');
    expect(await state(out)).toMatchObject({
      canPause: false,
      reason: 'You can pause once the bag you have is back with us: a membership pauses with no bag out.',
    });

    const later = await member(server, BASE);
    await data(await book(server.app, later, freshBag(), day(20), day(22)));
    await data(await pause(later, 2));

    const applicant = await member(server, BASE, { plan: null, status: 'APPROVED' });
    expect(await message(await pause(applicant, 2), 409)).toBe('Pausing is for members with an active membership.');
    expect(await state(applicant)).toMatchObject({ canPause: false, current: null });
    expect((await getAuthed(server.app, '/api/membership/pause')).status).toBe(401);
    expect((await postJson(server.app, '/api/membership/pause', { weeks: 2 })).status).toBe(401);
  });
});

describe('the back office and pauses', () => {
  it('shows the member’s pauses and ends one with an audit row; members cannot', async () => {
    const me = await member(server, BASE);
    await data(await pause(me, 3));
    const detail = shaped(await data(await operatorGet(server.app, `/members/${me.userId}`, staff.accessToken)), MemberDetailShape);
    expect(detail.pauses).toEqual([expect.objectContaining({ startDate: day(0), endDate: day(21), weeks: 3, status: 'RUNNING' })]);

    expect((await operatorPost(server.app, `/members/${me.userId}/end-pause`, {}, me.accessToken)).status).toBe(403);
    const ended = shaped(await data(await operatorPost(server.app, `/members/${me.userId}/end-pause`, {}, staff.accessToken)), MemberDetailShape);
    expect(ended.pauses?.[0]).toMatchObject({ endDate: day(0), status: 'ENDED', endedEarlyBy: 'OPERATOR' });
    expect(await membershipEnd(me)).toBe('2026-06-01');
    const audit = await data(await operatorGet(server.app, `/audit?subjectType=member&subjectId=${me.userId}`, staff.accessToken));
    expect(audit.find((e: { action: string }) => e.action === 'membership.pause-end').summary).toContain('(planned until 23/03/2026)');
    expect((await notes(me)).some((n: { message: string }) => n.message.startsWith('The club has ended the pause of your membership.'))).toBe(true);
    expect(await message(await operatorPost(server.app, `/members/${me.userId}/end-pause`, {}, staff.accessToken), 409)).toBe(
      'This member’s membership is not paused.',
    );
  });
});

describe('the pause limits in the back office', () => {
  const limits = (body: unknown, token = staff.accessToken) => putJson(server.app, '/api/operator/pause-limits', body, token);

  it('shows the server’s limits, takes an operator’s for every instance (audited), refuses bad ones by field, and members cannot', async () => {
    expect(shaped(await data(await operatorGet(server.app, '/pause-limits', staff.accessToken)), PauseLimitsShape)).toEqual({
      minWeeks: 2,
      maxWeeks: 8,
      perYear: 2,
      defaults: { minWeeks: 2, maxWeeks: 8, perYear: 2 },
      changedAt: null,
      changedBy: null,
    });
    const me = await member(server, BASE);
    expect((await operatorGet(server.app, '/pause-limits', me.accessToken)).status).toBe(403);
    expect((await limits({ minWeeks: 3, maxWeeks: 4, perYear: 1 }, me.accessToken)).status).toBe(403);
    expect((await data(await limits({ minWeeks: 5, maxWeeks: 4, perYear: 1 }), 400)).errors).toEqual({
      maxWeeks: 'The shortest pause may not be longer than the longest.',
    });
    for (const bad of [
      { minWeeks: 1, maxWeeks: 4, perYear: 1 },
      { minWeeks: 2, maxWeeks: 53, perYear: 1 },
      { minWeeks: 2, maxWeeks: 4, perYear: 13 },
      { minWeeks: 2 },
    ]) {
      expect((await limits(bad)).status).toBe(400);
    }
    try {
      const saved = shaped(await data(await limits({ minWeeks: 3, maxWeeks: 4, perYear: 1 })), PauseLimitsShape);
      expect(saved).toMatchObject({ minWeeks: 3, maxWeeks: 4, perYear: 1, defaults: { minWeeks: 2, maxWeeks: 8, perYear: 2 } });
      expect(saved.changedBy).toBeTruthy();
      // Another instance on the same database (its own settings the defaults) judges by the operator's limits.
      const other = server.appWith({ pauseRules: { minWeeks: 2, maxWeeks: 8, perYear: 2 } });
      expect(await message(await postJson(other, '/api/membership/pause', { weeks: 2 }, me.accessToken), 400)).toBe('Choose a pause of 3 to 4 whole weeks.');
      expect(shaped(await data(await getAuthed(other, '/api/membership/pause', me.accessToken)), PauseStateShape)).toMatchObject({
        minWeeks: 3,
        maxWeeks: 4,
        perYear: 1,
      });
      await data(await postJson(other, '/api/membership/pause', { weeks: 3 }, me.accessToken));
      const audit = await data(await operatorGet(server.app, '/audit?subjectType=settings', staff.accessToken));
      expect(audit[0]).toMatchObject({
        action: 'settings.pause-limits',
        summary: 'Pause limits set to 3–4 weeks, 1 a membership year (were 2–8 weeks, 2 a year)',
        before: { minWeeks: 2, maxWeeks: 8, perYear: 2 },
        after: { minWeeks: 3, maxWeeks: 4, perYear: 1 },
      });
    } finally {
      await data(await limits({ minWeeks: 2, maxWeeks: 8, perYear: 2 }));
    }
  });
});

describe('extending a rental on the bag’s calendar', () => {
  const extend = (who: Session, bookingId: number, returnDate: string) =>
    putJson(server.app, '/api/booking/update', { bookingId, returnDate }, who.accessToken);
  const listed = async (who: Session, bookingId: number) =>
    (await data(await postJson(server.app, '/api/booking/list', { userId: who.userId }, who.accessToken))).find(
      (b: { bookingId: number }) => b.bookingId === bookingId,
    );

  it('stops the day before the bag’s next booking, and says up to when', async () => {
    const me = await member(server, BASE, { plan: 'SIGNATURE' });
    const other = await member(server, BASE);
    const bag = freshBag();
    const mine = await data(await book(server.app, me, bag, day(1), day(3)));
    await data(await book(server.app, other, bag, day(6), day(7)));
    expect((await listed(me, mine.bookingId)).extendableUntil).toBe(day(5));
    expect(await message(await extend(me, mine.bookingId, day(6)), 409)).toBe(
      'Another member has booked this bag from 08/03/2026. You can extend it up to 07/03/2026 at the latest.',
    );
    expect((await data(await extend(me, mine.bookingId, day(5)))).returnDate).toBe(day(5));
    // The back office's fulfilment views read the new return day (the pickup) too.
    const upcoming = await data(await operatorGet(server.app, `/fulfilment/upcoming?from=${day(1)}&to=${day(1)}`, staff.accessToken));
    expect(upcoming.bookings.find((b: { bookingId: number }) => b.bookingId === mine.bookingId).returnDate).toBe(day(5));
    expect((await listed(me, mine.bookingId)).extendableUntil).toBeNull();
    expect(await message(await extend(me, mine.bookingId, day(6)), 409)).toBe(
      'Another member has booked this bag from 08/03/2026. So this rental cannot be extended.',
    );
  });

  it('keeps a promise made to the bag’s waiting list', async () => {
    const first = await member(server, BASE, { plan: 'SIGNATURE' });
    const second = await member(server, BASE, { plan: 'SIGNATURE' });
    const waiter = await member(server, BASE);
    const bag = freshBag();
    const a = await data(await book(server.app, first, bag, day(0), day(4)));
    const b = await data(await book(server.app, second, bag, day(5), day(10)));
    await data(await postJson(server.app, '/api/waiting/save', { productId: bag, userId: waiter.userId }, waiter.accessToken));
    // The second member gives back days 8..10: the waiter is told the bag is free from day 8 (busy until then).
    await data(await extend(second, b.bookingId, day(7)));
    expect((await notes(waiter)).some((n: { message: string }) => n.message.includes('can be booked from'))).toBe(true);
    expect((await listed(second, b.bookingId)).extendableUntil).toBe(null);
    expect(await message(await extend(second, b.bookingId, day(9)), 409)).toBe(
      "A member on this bag's waiting list has been promised it from 10/03/2026. So this rental cannot be extended.",
    );
    // The booking before is not concerned: its own calendar ends at the second booking.
    expect((await listed(first, a.bookingId)).extendableUntil).toBeNull();
  });

  it('is refused while the membership is paused, and for someone else’s booking', async () => {
    const me = await member(server, BASE, { plan: 'SIGNATURE' });
    const other = await member(server, BASE);
    const mine = await data(await book(server.app, me, freshBag(), day(20), day(22)));
    expect((await extend(other, mine.bookingId, day(23))).status).toBe(403);
    await data(await pause(me, 2));
    expect(await message(await extend(me, mine.bookingId, day(23)), 409)).toContain('Your membership is paused, so bookings are paused too.');
  });
});
