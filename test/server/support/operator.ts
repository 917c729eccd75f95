import type { Hono } from 'hono';
import { type Struct, validate } from 'superstruct';
import { CLI_ACTOR } from '../../../server/operators/actor';
import { changeOperatorRole } from '../../../server/operators/grant-operator';
import { freshNumber, postJson, type Session, signUp, type TestServer } from './test-server';

/** A signed-up user made an operator the way npm run admin -- grant-operator does. */
export async function operator(server: Pick<TestServer, 'app' | 'db' | 'clock'>, base = 7990000000): Promise<Session> {
  const session = await signUp(server.app, freshNumber(base), { firstName: 'Olivia', lastName: 'Operator' });
  await changeOperatorRole(server.db, CLI_ACTOR, session.username, true, server.clock.now());
  return session;
}

export function operatorGet(app: Hono, path: string, token?: string): Promise<Response> {
  return Promise.resolve(app.request(`/api/operator${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
}

export function operatorPost(app: Hono, path: string, body: unknown, token?: string): Promise<Response> {
  return postJson(app, `/api/operator${path}`, body, token);
}

/** Ships the booking with `wbNo` as an operator would (the member's tracking then works). */
export async function ship(app: Hono, token: string, bookingId: number, wbNo: string): Promise<void> {
  const res = await operatorPost(app, `/bookings/${bookingId}/ship`, { wbNo }, token);
  if (res.status !== 200) throw new Error(`ship ${res.status}: ${await res.text()}`);
}

/** `value` when it has the shape the back office reads (src/api/shapes/operator.ts), else the first mismatch as the failure. */
export function shaped<T>(value: unknown, shape: Struct<T, unknown>): T {
  const [error, checked] = validate(value, shape);
  if (error) throw new Error(`answer does not match the client shape at ${error.path.join('.') || '(root)'}: ${error.message}`);
  return checked;
}
