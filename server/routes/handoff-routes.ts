import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { object, string } from 'superstruct';
import { issueTokens } from '../auth/tokens';
import type { ServerContext } from '../context';
import { readJson } from '../http/read-json';
import { type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, ok } from '../http/respond';
import { findUserById, userJson } from '../users/user-record';

/** A handoff code lives this long: enough for one redirect, too short to be worth stealing. */
export const HANDOFF_TTL_SECONDS = 60;

// 400, not 401: a 401 would make the site alert "Session expired" to someone who never had a session there.
export const HANDOFF_INVALID = 'This sign-in link has expired or was already used. Please log in again.';

const ExchangeBody = object({ code: string() });

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Carries a login from a partner page to the site without a token in a URL:
 * the widget (holding the bearer token in memory) asks for a code, sends the
 * member to the site with it, and the site exchanges it once for fresh tokens.
 */
export function handoffRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();

  app.post('/', requireUser(ctx), async (c) => {
    const code = randomBytes(24).toString('base64url');
    const expiresAt = new Date(ctx.now().getTime() + HANDOFF_TTL_SECONDS * 1000);
    // Expired codes are of no use to anyone: drop them while we are here.
    await ctx.db.query('delete from handoff_codes where expires_at < $1', [ctx.now()]);
    await ctx.db.query('insert into handoff_codes (code_hash, user_id, expires_at) values ($1, $2, $3)', [
      hashOf(code),
      c.get('user').userId,
      expiresAt,
    ]);
    return ok(c, { code, expiresIn: HANDOFF_TTL_SECONDS });
  });

  app.post('/exchange', async (c) => {
    const { code } = await readJson(c, ExchangeBody);
    // One atomic update: of two racing exchanges of the same code only one gets the row.
    const { rows } = await ctx.db.query<{ user_id: number }>(
      'update handoff_codes set used_at = $2 where code_hash = $1 and used_at is null and expires_at > $2 returning user_id',
      [hashOf(code.trim()), ctx.now()],
    );
    const user = rows[0] ? await findUserById(ctx.db, rows[0].user_id) : undefined;
    if (!user) throw badRequest(HANDOFF_INVALID);
    const tokens = await issueTokens(ctx.config, { userId: user.id, username: user.username }, ctx.now());
    return ok(c, { ...tokens, user: userJson(user) });
  });

  return app as unknown as Hono;
}
