import { Hono } from 'hono';
import { optional, string, type } from 'superstruct';
import { listApplicationDocuments, readApplicationDocument } from '../applications/application-documents';
import { decideApplication, listPendingApplications } from '../applications/decide-application';
import { ensureOperatorToken, sameToken } from '../applications/operator-token';
import type { ServerContext } from '../context';
import { readJson } from '../http/read-json';
import { forbidden, notFound, ok } from '../http/respond';
import { seedDemoOnce } from '../seed/prepare-database';
import { documentsOf } from '../uploads/document-store';
import { parseUsername } from './parse-username';

const MobileBody = type({ mobile: optional(string()) });
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The operator's calls (npm run admin goes through them while the server
 * holds the embedded database): local connections only, with the token of
 * data/operator-token in X-Operator-Token. Without a data folder (tests
 * without one) they do not exist. Members never reach them: documents are
 * read back here and nowhere else.
 */
export function operatorRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const token = ctx.config.dataDir ? ensureOperatorToken(ctx.config.dataDir) : null;

  app.use('*', async (c, next) => {
    if (!token) throw notFound(`No such call: ${c.req.method} ${c.req.path}`);
    const remote = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
    // A proxied request came from elsewhere, whatever the socket says.
    if ((remote !== undefined && !LOOPBACK.has(remote)) || c.req.header('x-forwarded-for')) throw forbidden('Operator calls are accepted from this machine only.');
    if (!sameToken(token, c.req.header('x-operator-token') ?? '')) throw forbidden('A valid operator token is required.');
    await next();
  });

  app.get('/pending', async (c) => ok(c, await listPendingApplications(ctx.db)));

  app.post('/approve', async (c) => {
    const mobile = parseUsername((await readJson(c, MobileBody)).mobile);
    return ok(c, await decideApplication(ctx.db, mobile, 'APPROVED', 'operator'));
  });

  app.post('/hold', async (c) => {
    const mobile = parseUsername((await readJson(c, MobileBody)).mobile);
    return ok(c, await decideApplication(ctx.db, mobile, 'ONHOLD', 'operator'));
  });

  app.get('/documents/:mobile', async (c) => ok(c, await listApplicationDocuments(ctx.db, parseUsername(c.req.param('mobile')))));

  app.get('/documents/:mobile/:kind', async (c) => {
    const doc = await readApplicationDocument(ctx.db, documentsOf(ctx), parseUsername(c.req.param('mobile')), c.req.param('kind').toUpperCase());
    return c.body(new Uint8Array(doc.bytes), 200, { 'content-type': doc.contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  });

  app.post('/seed-demo', async (c) => ok(c, { seeded: await seedDemoOnce(ctx.db) }));

  return app;
}
