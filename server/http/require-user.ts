import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_REQUIRED, revokedToken, SESSION_EXPIRED, type TokenClaims, verifyToken } from '../auth/tokens';
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

export { AUTH_REQUIRED, SESSION_EXPIRED } from '../auth/tokens';

/**
 * The one place a bearer token becomes a member: no Authorization header, a
 * token that is bad, expired or names a member who no longer exists
 * (`invalid`), or the member as the database has them now.
 */
export async function readBearer(ctx: ServerContext, c: Context): Promise<Bearer> {
  const claims = await bearerClaims(ctx, c);
  if (claims === 'none') return { kind: 'none' };
  const row = claims && (await findUserById(ctx.db, claims.userId));
  if (!row || !claims || row.username !== claims.username || revokedToken(claims.issuedAt, row.sessions_revoked_at)) return { kind: 'invalid' };
  return { kind: 'user', user: { userId: row.id, username: row.username, status: row.status_code } };
}

/**
 * The first half of readBearer, without the database: what a well-signed,
 * unexpired access token claims (null for a bad one). Whether that member still
 * exists is for the caller to check (the catalogue does it once per catalogue
 * version: migration 082 bumps it when a member is removed or renamed).
 */
export async function bearerClaims(ctx: ServerContext, c: Context): Promise<TokenClaims | null | 'none'> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return 'none';
  return verifyToken(ctx.config, match[1], 'access', ctx.now());
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
