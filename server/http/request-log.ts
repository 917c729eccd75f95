import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger';

const GOOD_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * One log line per request: request id (the load balancer's X-Request-Id when
 * it sent a sane one, else a new one, echoed in the answer), method, route
 * pattern (never the path: it may hold a mobile number), status and duration.
 */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const reqId = given && GOOD_ID.test(given) ? given : randomUUID();
    c.header('X-Request-Id', reqId);
    await next();
    const status = c.res.status;
    const route = c.req.routePath || '*';
    const fields = { reqId, method: c.req.method, route, status, ms: Math.round((performance.now() - started) * 10) / 10 };
    const line = `${c.req.method} ${route} ${status}`;
    // 503 is the database away or busy (logged as such by the error handler): a warning, not a bug.
    if (status >= 500 && status !== 503) log.error(fields, line);
    else if (status === 503) log.warn(fields, line);
    else log.info(fields, line);
  };
}
