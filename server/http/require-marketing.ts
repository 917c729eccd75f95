import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context';
import { AUTH_REQUIRED, readBearer, SESSION_EXPIRED } from './require-user';
import { forbidden, unauthorized } from './respond';
import { ROLE_OPERATOR } from '../operators/actor';
import { findStaff } from '../operators/operator-record';
import { ROLE_MARKETING } from '../marketing/marketing-service';
import type { OperatorEnv } from './require-operator';

export const MARKETING_ONLY = 'This is for the club’s marketing team and operators only.';

/**
 * The marketing calls: a bearer token whose user holds ROLE_MARKETING or
 * ROLE_OPERATOR, read from the database on each call so a revoked role stops
 * working at once; 401 without a valid token, 403 with anyone else's. Who it is
 * becomes the actor of what they do (an export's audit row).
 */
export function requireMarketing(ctx: ServerContext): MiddlewareHandler<OperatorEnv> {
  return async (c, next) => {
    const bearer = await readBearer(ctx, c);
    if (bearer.kind === 'none') throw unauthorized(AUTH_REQUIRED, 'AUTH_REQUIRED');
    if (bearer.kind === 'invalid') throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
    const staff = await findStaff(ctx.db, bearer.user.userId);
    if (!staff) throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED');
    if (!staff.roles.includes(ROLE_MARKETING) && !staff.roles.includes(ROLE_OPERATOR)) throw forbidden(MARKETING_ONLY);
    c.set('operator', { userId: staff.id, name: `${staff.first_name} ${staff.last_name}` });
    return next();
  };
}
