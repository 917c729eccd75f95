import { is } from 'superstruct';
import { array } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MaybeUserMembershipShape, MembershipSlabShape } from '../../src/api/shapes/membership';
import { signToken } from '../../server/auth/tokens';
import { addDays } from '../../server/catalogue/iso-date';
import { testConfig } from '../../server/config';
import { seedDemoData } from '../../server/seed/seed-demo-data';
import { data, member, startCollectionServer } from './support/collection-fixtures';
import { getAuthed, postJson, type TestServer } from './support/test-server';

let server: TestServer & { today: string };
const BASE = 7500000000;

beforeAll(async () => {
  server = await startCollectionServer();
});
afterAll(() => server.close());

const mine = (who: { userId: number; accessToken: string }, id = who.userId) => getAuthed(server.app, `/api/membership/usermembership/${id}`, who.accessToken);

describe('plans', () => {
  it('lists the nine slabs of Classic, Signature and Couture with their limits, without a token', async () => {
    const slabs = await data(await postJson(server.app, '/api/membership/list', {}));
    expect(is(slabs, array(MembershipSlabShape))).toBe(true);
    expect(
      slabs.map((s: { membershipPlanName: string; durationInMonths: number; amount: number }) => `${s.membershipPlanName} ${s.durationInMonths} ${s.amount}`),
    ).toEqual([
      'Classic 3 11999',
      'Classic 6 21999',
      'Classic 12 39999',
      'Signature 3 19999',
      'Signature 6 36999',
      'Signature 12 66999',
      'Couture 3 31999',
      'Couture 6 59999',
      'Couture 12 107999',
    ]);
    expect(slabs[0]).toMatchObject({ bagsAtATime: 1, maxRentalDays: 7, planCode: 'CLASSIC' });
    expect(slabs[8]).toMatchObject({ bagsAtATime: 3, maxRentalDays: 21, planCode: 'COUTURE' });
    for (const slab of slabs) expect(slab.id).toBe(slab.membershipPlanSlabId);
  });
});

describe('a member’s membership', () => {
  it('answers the current membership, with its slab and end date', async () => {
    const me = await member(server, BASE, { plan: 'SIGNATURE', months: 6 });
    const answer = await data(await mine(me));
    expect(is(answer, MaybeUserMembershipShape)).toBe(true);
    expect(answer).toMatchObject({ userId: me.userId, startDate: server.today, expiryDate: '2026-09-01', status: 'ACTIVE' });
    expect(answer.membershipPlanSlab).toMatchObject({ membershipPlanName: 'Signature', durationInMonths: 6, amount: 36999 });
  });

  it('null when there is none; EXPIRED after its end', async () => {
    const none = await member(server, BASE, { plan: null, status: 'APPROVED' });
    expect(await data(await mine(none))).toBeNull();
    const ended = await member(server, BASE, { plan: 'CLASSIC', months: 3, startDate: '2025-09-01', status: 'EXPIRE' });
    expect(await data(await mine(ended))).toMatchObject({ status: 'EXPIRED', expiryDate: '2025-11-30' });
  });

  it("403 for someone else's membership, 401 without a token", async () => {
    const me = await member(server, BASE);
    const other = await member(server, BASE);
    expect((await mine(me, other.userId)).status).toBe(403);
    expect((await getAuthed(server.app, `/api/membership/usermembership/${me.userId}`)).status).toBe(401);
  });
});

describe('demo memberships', () => {
  it('seeds ACTIVE Asha (about 5 months left), Nisha Rao with a bag out, DEACTIVATED Meera and EXPIRED Arjun, idempotently', async () => {
    await seedDemoData(server.db);
    await seedDemoData(server.db);
    const users = await server.db.query<{ id: number; username: string; first_name: string; status_code: string }>(
      "select id, username, first_name, status_code from users where username in ('9000000002', '9000000006', '9000000007', '9000000008') order by username",
    );
    const shown: Record<string, { status: string; expiryDate: string }> = {};
    for (const u of users.rows) {
      const token = await signToken(testConfig(), { userId: u.id, username: u.username }, 'access', server.clock.now());
      // The seed counts from the real day, not the test clock: dates are judged against the real day below.
      shown[u.username] = (await (await getAuthed(server.app, `/api/membership/usermembership/${u.id}`, token)).json()).data;
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(shown['9000000002'].expiryDate > addDays(today, 140) && shown['9000000002'].expiryDate < addDays(today, 160)).toBe(true);
    expect(shown['9000000006'].status).toBe('DEACTIVATED');
    expect(shown['9000000007'].expiryDate < today).toBe(true);
    expect(users.rows.find((u) => u.username === '9000000008')).toMatchObject({ first_name: 'Nisha', status_code: 'ACTIVE' });

    const counts = await server.db.query<{ n: number }>(
      "select count(*)::int as n from user_memberships m join users u on u.id = m.user_id where u.username in ('9000000002', '9000000006', '9000000007', '9000000008')",
    );
    expect(counts.rows[0].n).toBe(4);
    const out = await server.db.query("select 1 from bookings b join users u on u.id = b.user_id where u.username = '9000000008' and b.status = 'BOOKED'");
    expect(out.rows).toHaveLength(1);
  });
});
