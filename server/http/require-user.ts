import type { Context, MiddlewareHandler } from 'hono';
import { verifyToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { findUserById } from '../users/user-record';
import { forbidden, unauthorized } from './respond';

export interface AuthedUser {
  userId: number;
  username: string;
  /** The member's status code as the database has it now (DRAFT, ACTIVE, …). */
  status: string;
}

export type AuthEnv = { Variables: { user: AuthedUser } };

export type Bearer = { kind: 'none' } | { kind: 'invalid' } | { kind: 'user'; user: AuthedUser };

export const SESSION_EXPIRED = 'Session expired';
export const AUTH_REQUIRED = 'Authentication required';

/**
 * The one place a bearer token becomes a member: no Authorization header, a
 * token that is bad, expired or names a member who no longer exists
 * (`invalid`), or the member as the database has them now.
 */
export async function readBearer(ctx: ServerContext, c: Context): Promise<Bearer> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return { kind: 'none' };
  const claims = await verifyToken(ctx.config, match[1], 'access', ctx.now());
  if (!claims) return { kind: 'invalid' };
  const row = await findUserById(ctx.db, claims.userId);
  if (!row || row.username !== claims.username) return { kind: 'invalid' };
  return { kind: 'user', user: { userId: row.id, username: row.username, status: row.status_code } };
}

/** 401 on a missing, bad or expired bearer token or a deleted member; otherwise `c.get('user')` is the caller. */
export function requireUser(ctx: ServerContext): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const bearer = await readBearer(ctx, c);
    if (bearer.kind === 'none') throw unauthorized(AUTH_REQUIRED, 'AUTH_REQUIRED');
    if (bearer.kind === 'invalid') throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
    c.set('user', bearer.user);
    await next();
  };
}

/**
 * The caller when a valid bearer token came along, else null: for public calls
 * that show a logged-in member a little more. A bad token is simply ignored there.
 */
export async function optionalUser(ctx: ServerContext, c: Context): Promise<AuthedUser | null> {
  const bearer = await readBearer(ctx, c);
  return bearer.kind === 'user' ? bearer.user : null;
}

/** A user reaches only their own data: anything addressed to another id is a 403. */
export function assertSelf(c: Context<AuthEnv>, userId: number | null | undefined): void {
  if (userId !== undefined && userId !== null && userId !== c.get('user').userId) throw forbidden();
}
