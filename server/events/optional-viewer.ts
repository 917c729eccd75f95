import type { Context } from 'hono';
import { verifyToken } from '../auth/tokens';
import type { ServerContext } from '../context';

/**
 * The caller's user id when a valid bearer token came along, else null. For public
 * calls that show a logged-in member a little more (e.g. "you are registered").
 * A bad token here is simply ignored: the call itself needs no login.
 */
export async function optionalViewer(ctx: ServerContext, c: Context): Promise<number | null> {
  const match = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return null;
  const claims = await verifyToken(ctx.config, match[1].trim(), 'access', ctx.now());
  return claims?.userId ?? null;
}
