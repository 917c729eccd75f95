import type { Context, MiddlewareHandler } from 'hono';
import { verifyToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { forbidden, unauthorized } from './respond';

export interface AuthedUser {
  userId: number;
  username: string;
}

export type AuthEnv = { Variables: { user: AuthedUser } };

/** 401 on a missing, bad or expired bearer token; otherwise `c.get('user')` is the caller. */
export function requireUser(ctx: ServerContext): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    const claims = match ? await verifyToken(ctx.config, match[1].trim(), 'access', ctx.now()) : null;
    if (!claims) throw unauthorized(match ? 'Session expired' : 'Authentication required');
    c.set('user', { userId: claims.userId, username: claims.username });
    await next();
  };
}

/** A user reaches only their own data: anything addressed to another id is a 403. */
export function assertSelf(c: Context<AuthEnv>, userId: unknown): void {
  if (Number(userId) !== c.get('user').userId) throw forbidden();
}
