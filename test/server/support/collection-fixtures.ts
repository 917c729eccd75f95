import type { Hono } from 'hono';
import { signToken } from '../../../server/auth/tokens';
import { isoDay } from '../../../server/catalogue/iso-date';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import { insertUserMembership } from '../../../server/memberships/membership-record';
import { findStaff, isOperator } from '../../../server/operators/operator-record';
import { markStaffSeen } from '../../../server/operators/staff-session-record';
import { seedCatalogue } from '../../../server/seed/seed-catalogue';
import { seedMemberships } from '../../../server/seed/seed-memberships';
import { freshNumber, postJson, type Session, signUp, startTestServer, type TestServer } from './test-server';

/** A test server with the demo catalogue and the plans seeded, "today" being the test clock's day (2026-03-02). */
export async function startCollectionServer(): Promise<TestServer & { today: string }> {
  const server = await startTestServer();
  const today = isoDay(server.clock.now());
  await seedCatalogue(server.db);
  await seedMemberships(server.db, today);
  return { ...server, today };
}

export type Plan = 'CLASSIC' | 'SIGNATURE' | 'COUTURE';

/** A signed-up user made `status`, with a `months` membership of `plan` from `startDate` (none when plan is null). */
export async function member(
  server: TestServer,
  base: number,
  { plan = 'CLASSIC', months = 3, status = 'ACTIVE', startDate }: { plan?: Plan | null; months?: number; status?: string; startDate?: string } = {},
): Promise<Session> {
  const session = await signUp(server.app, freshNumber(base));
  await server.db.query('update users set status_code = $2 where id = $1', [session.userId, status]);
  if (plan) await insertUserMembership(server.db, session.userId, await slabId(server.db, plan, months), startDate ?? isoDay(server.clock.now()));
  return session;
}

export async function slabId(db: Database, plan: Plan, months: number): Promise<number> {
  const row = await db.query<{ id: number }>(
    'select s.id from membership_plan_slabs s join membership_plans p on p.id = s.plan_id where p.code = $1 and s.months = $2',
    [plan, months],
  );
  return row.rows[0].id;
}

/** Ids of the demo bags, in catalogue order. */
export async function bagIds(db: Database): Promise<number[]> {
  return (await db.query<{ id: number }>('select id from products order by id')).rows.map((r) => r.id);
}

export function putJson(app: Hono, path: string, body: unknown, token?: string): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'PUT',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }),
  );
}

export function book(app: Hono, who: Session, productId: number, startDate: string, returnDate: string): Promise<Response> {
  return postJson(app, '/api/booking/save', { productId, userId: who.userId, startDate, returnDate }, who.accessToken);
}

export async function data(res: Response, status = 200) {
  const body = await res.json();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(body)}`);
  return status === 200 ? body.data : body;
}

/**
 * The session as a fresh login gives it at the test clock's time (after clock.advance): a new access
 * token, and for an operator the login's note that they were seen, since a back-office session ends
 * after TOTE_OPERATOR_IDLE_SECONDS without one and the days these tests skip would end it.
 */
export async function renewed(server: TestServer, session: Session): Promise<Session> {
  const now = server.clock.now();
  const staff = await findStaff(server.db, session.userId);
  if (staff && isOperator(staff.roles)) await markStaffSeen(server.db, session.userId, now);
  return { ...session, accessToken: await signToken(testConfig(), { userId: session.userId, username: session.username }, 'access', now) };
}
