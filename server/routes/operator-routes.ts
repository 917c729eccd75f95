import { Hono } from 'hono';
import { type } from 'superstruct';
import { listApplicationDocuments, readApplicationDocument } from '../applications/application-documents';
import { decideApplication, listPendingApplications } from '../applications/decide-application';
import { ensureOperatorToken, sameToken } from '../applications/operator-token';
import type { ServerContext } from '../context';
import { json, param } from '../http/parse';
import { ParamText } from '../http/request-shapes';
import { forbidden, notFound, ok } from '../http/respond';
import { MobileNumber } from '../../src/validation/shapes';
import { seedDemoOnce } from '../seed/prepare-database';
import { documentsOf } from '../uploads/document-store';

const MobileBody = type({ mobile: MobileNumber });
const MobileParam = type({ mobile: MobileNumber });
const DocumentParams = type({ mobile: MobileNumber, kind: ParamText(40) });
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

  app.post('/approve', json(MobileBody), async (c) => ok(c, await decideApplication(ctx.db, c.req.valid('json').mobile, 'APPROVED', 'operator')));

  app.post('/hold', json(MobileBody), async (c) => ok(c, await decideApplication(ctx.db, c.req.valid('json').mobile, 'ONHOLD', 'operator')));

  app.get('/documents/:mobile', param(MobileParam), async (c) => ok(c, await listApplicationDocuments(ctx.db, c.req.valid('param').mobile)));

  app.get('/documents/:mobile/:kind', param(DocumentParams), async (c) => {
    const { mobile, kind } = c.req.valid('param');
    const doc = await readApplicationDocument(ctx.db, documentsOf(ctx), mobile, kind.toUpperCase());
    return c.body(new Uint8Array(doc.bytes), 200, { 'content-type': doc.contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  });

  app.post('/seed-demo', async (c) => ok(c, { seeded: await seedDemoOnce(ctx.db) }));

  return app;
}
