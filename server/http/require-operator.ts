import type { MiddlewareHandler } from 'hono';
import { sameToken } from '../applications/operator-token';
import type { ServerContext } from '../context';
import { type Actor, CLI_ACTOR } from '../operators/actor';
import { findStaff, isOperator } from '../operators/operator-record';
import { endSessions, touchStaffSeen } from '../operators/staff-session-record';
import { AUTH_REQUIRED, readBearer, SESSION_EXPIRED } from './require-user';
import { forbidden, unauthorized } from './respond';

export type OperatorEnv = { Variables: { operator: Actor } };

export const OPERATORS_ONLY = 'This is for the club’s operators only.';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Every /api/operator call: a member's bearer token whose user holds
 * ROLE_OPERATOR (read from the database on each call, so revoking works at
 * once), else 401 without a valid token and 403 with a member's. `cliToken`
 * (data/operator-token) also admits npm run admin, from this machine only,
 * while the server holds the embedded database.
 */
export function requireOperator(ctx: ServerContext, cliToken: string | null): MiddlewareHandler<OperatorEnv> {
  return async (c, next) => {
    const given = c.req.header('x-operator-token');
    if (given !== undefined) {
      const remote = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
      // A proxied request came from elsewhere, whatever the socket says.
      if ((remote !== undefined && !LOOPBACK.has(remote)) || c.req.header('x-forwarded-for'))
        throw forbidden('Operator commands are accepted from this machine only.');
      if (!cliToken || !sameToken(cliToken, given)) throw forbidden('A valid operator token is required.');
      c.set('operator', CLI_ACTOR);
      return next();
    }
    const bearer = await readBearer(ctx, c);
    if (bearer.kind === 'none') throw unauthorized(AUTH_REQUIRED, 'AUTH_REQUIRED');
    if (bearer.kind === 'invalid') throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
    const staff = await findStaff(ctx.db, bearer.user.userId);
    if (!staff) throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
    if (!isOperator(staff.roles)) throw forbidden(OPERATORS_ONLY);
    // Idle too long (TOTE_OPERATOR_IDLE_SECONDS): the session ends, on every tab and device, until the next login.
    const now = ctx.now();
    if (staff.staff_seen_at && now.getTime() - new Date(staff.staff_seen_at).getTime() > ctx.config.operatorIdleSeconds * 1000) {
      await endSessions(ctx.db, staff.id, now);
      throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
    }
    // Noted at most once a minute (touchStaffSeen's own rule, read here first): most calls need no write.
    if (!staff.staff_seen_at || now.getTime() - new Date(staff.staff_seen_at).getTime() > 60_000) await touchStaffSeen(ctx.db, staff.id, now);
    c.set('operator', { userId: staff.id, name: `${staff.first_name} ${staff.last_name}` });
    return next();
  };
}
