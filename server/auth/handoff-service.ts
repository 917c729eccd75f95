import { createHash, randomBytes } from 'node:crypto';
import type { ServerContext } from '../context';
import { invalidInput } from '../domain-error';
import { findUserById, userJson } from '../users/user-record';
import type { HandoffCode, HandoffSession } from '../../src/api/shapes/auth';
import { insertHandoffCode, useHandoffCode } from './handoff-record';
import { issueTokens } from './tokens';

/** A handoff code lives this long: enough for one redirect, too short to be worth stealing. */
export const HANDOFF_TTL_SECONDS = 60;

// 400, not 401: a 401 would make the site alert "Session expired" to someone who never had a session there.
export const HANDOFF_INVALID = 'This sign-in link has expired or was already used. Please log in again.';

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** POST /api/auth/handoff: a single-use code for the caller (only its hash is kept). */
export async function createHandoff(ctx: ServerContext, userId: number): Promise<HandoffCode> {
  const code = randomBytes(24).toString('base64url');
  const now = ctx.now();
  await insertHandoffCode(ctx.db, hashOf(code), userId, new Date(now.getTime() + HANDOFF_TTL_SECONDS * 1000), now);
  return { code, expiresIn: HANDOFF_TTL_SECONDS };
}

/** POST /api/auth/handoff/exchange: the code, once, for fresh tokens and the member. */
export async function exchangeHandoff(ctx: ServerContext, code: string): Promise<HandoffSession> {
  const userId = await useHandoffCode(ctx.db, hashOf(code.trim()), ctx.now());
  const user = userId === null ? undefined : await findUserById(ctx.db, userId);
  if (!user) throw invalidInput(HANDOFF_INVALID, undefined, 'HANDOFF_INVALID');
  const tokens = await issueTokens(ctx.config, { userId: user.id, username: user.username }, ctx.now());
  return { ...tokens, user: userJson(user) };
}
