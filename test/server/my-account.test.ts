import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideApplication } from '../../server/applications/decide-application';
import { addDays } from '../../server/catalogue/iso-date';
import { CLI_ACTOR } from '../../server/operators/actor';
import { applied } from './support/membership-journey';
import { bagIds, book, data, member, startCollectionServer } from './support/collection-fixtures';
import { freshNumber, getAuthed, type TestServer } from './support/test-server';

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
});
