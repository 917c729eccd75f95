import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorCountsShape } from '../../src/api/shapes/operator';
import { data, renewed, startCollectionServer } from './support/collection-fixtures';
import { applied, pay } from './support/membership-journey';
import { operator, operatorGet, operatorPost, shaped } from './support/operator';
import { freshNumber, type Session, signUp, type TestServer } from './support/test-server';

// The back office's "applications waiting" is read from member_status_counts, which the members' own writes
// keep per status (migration 340). After each kind of write, and with two server instances deciding and
// submitting at once on one database, the kept counts must equal a count of the members themselves, and the
// navigation's figures the applications waiting counted as they were before (PENDING members with a live
// application, the oldest of them).

let server: TestServer & { today: string };
let staff: Session;
const mobile = () => freshNumber(7530000000);

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server, 7531000000);
});
afterAll(() => server.close());

const kept = async () => (await server.db.query('select status_code, n from member_status_counts where n <> 0 order by status_code')).rows;
const recounted = async () => (await server.db.query('select status_code, count(*)::int as n from users group by 1 order by 1')).rows;

/** The navigation's figures beside the applications waiting counted from the members and their applications. */
async function expectCountsRight() {
  expect(await kept()).toEqual(await recounted());
  const nav = shaped(await data(await operatorGet(server.app, '/counts', (await renewed(server, staff)).accessToken)), OperatorCountsShape);
  const waiting = (
    await server.db.query<{ n: number; oldest: Date | null }>(
      `select count(distinct u.id)::int as n, min(a.submitted_at) as oldest from users u
       join applications a on a.user_id = u.id and a.decision is distinct from 'DECLINED' where u.status_code = 'PENDING'`,
    )
  ).rows[0];
  expect(nav.applicationsWaiting).toBe(waiting.n);
  expect(nav.oldestApplicationAt).toBe(waiting.oldest === null ? null : new Date(waiting.oldest).toISOString());
}

const decide = async (userId: number, body: { decision: string; reason?: string }, app = server.app) =>
  data(await operatorPost(app, `/applications/${userId}/decision`, body, (await renewed(server, staff)).accessToken));

describe('the members counted per status by their own writes', () => {
  it('follow sign-up, applying, holding, approving, paying, declining, a rolled-back write and a member deleted', async () => {
    const waitingNow = async () => shaped(await data(await operatorGet(server.app, '/counts', staff.accessToken)), OperatorCountsShape).applicationsWaiting;
    await expectCountsRight();
    const before = await waitingNow();
    await signUp(server.app, mobile());
    const first = await applied(server.app, server.db, mobile());
    server.clock.advance(60_000);
    const later = await applied(server.app, server.db, mobile());
    await expectCountsRight();
    expect(await waitingNow()).toBe(before! + 2);

    // On hold is no longer waiting, nor is approved; paying makes the member ACTIVE.
    await decide(first.userId, { decision: 'ONHOLD', reason: 'We need a clearer PAN card.' });
    await expectCountsRight();
    await decide(first.userId, { decision: 'APPROVED' });
    const paid = await pay(server.app, first.accessToken, { orderId: first.orderId, idempotencyKey: `status-counts-${first.orderId}-key` });
    expect(paid.status).toBe(200);
    await expectCountsRight();
    // Declined goes back to DRAFT; applying again waits again, the newer application the oldest waiting.
    await decide(later.userId, { decision: 'DECLINED', reason: 'The documents do not match.' });
    await expectCountsRight();
    expect(await waitingNow()).toBe(before);

    // A write that rolls back leaves the counts as they were; an update of anything else does not touch them.
    const counted = await kept();
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query("update users set status_code = 'ACTIVE' where id = $1", [later.userId]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await server.db.query("update users set first_name = 'Asha' where id = $1", [later.userId]);
    expect(await kept()).toEqual(counted);
    // Deleting members takes them out of their status's count.
    await server.db.query('delete from users where id = any($1::int[])', [[first.userId, later.userId]]);
    await expectCountsRight();
  });

  it('stay exact when two instances on one database submit and decide at once', async () => {
    const second = server.secondInstance();
    try {
      const instances = [server.app, second.app];
      const waiting = await Promise.all(Array.from({ length: 5 }, (_, i) => applied(instances[i % 2], server.db, mobile())));
      await expectCountsRight();
      // Most are decided (held, approved, declined) on both instances while others apply at the same time.
      await Promise.all([
        ...waiting
          .slice(0, 4)
          .map((who, i) =>
            decide(
              who.userId,
              i % 3 === 0 ? { decision: 'APPROVED' } : { decision: i % 3 === 1 ? 'ONHOLD' : 'DECLINED', reason: 'Checked by two.' },
              instances[i % 2],
            ),
          ),
        ...Array.from({ length: 3 }, (_, i) => applied(instances[(i + 1) % 2], server.db, mobile())),
      ]);
      await expectCountsRight();
    } finally {
      await second.close();
    }
  });
});
