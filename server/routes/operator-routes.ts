import { Hono } from 'hono';
import { boolean, optional, string, type } from 'superstruct';
import { ensureOperatorToken } from '../applications/operator-token';
import type { ServerContext } from '../context';
import { readJson } from '../http/read-json';
import { queryPage, queryText } from '../http/read-query';
import { type OperatorEnv, requireOperator } from '../http/require-operator';
import { forbidden, ok } from '../http/respond';
import { listAudit } from '../operators/audit-record';
import { changeOperatorRole } from '../operators/grant-operator';
import { listOperators } from '../operators/operator-record';
import { seedDemoOnce } from '../seed/prepare-database';
import { operatorApplicationRoutes } from './operator/application-routes';
import { operatorBagdropRoutes } from './operator/bagdrop-routes';
import { operatorCatalogueRoutes } from './operator/catalogue-routes';
import { operatorContentRoutes } from './operator/content-routes';
import { operatorFulfilmentRoutes } from './operator/fulfilment-routes';
import { operatorMemberRoutes } from './operator/member-routes';
import { parseUsername } from './parse-username';

const RoleBody = type({ mobile: optional(string()), operator: boolean() });

/**
 * The back office's calls (issue 13), all behind requireOperator: an
 * operator's bearer token (ROLE_OPERATOR), or npm run admin from this machine
 * with data/operator-token while the server holds the embedded database.
 */
export function operatorRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();
  const cliToken = ctx.config.dataDir ? ensureOperatorToken(ctx.config.dataDir) : null;
  app.use('*', requireOperator(ctx, cliToken));

  app.get('/me', (c) => ok(c, c.get('operator')));

  app.get('/audit', async (c) => {
    const filter = { subjectType: queryText(c, 'subjectType', 40), subjectId: queryText(c, 'subjectId', 40), action: queryText(c, 'action', 60) };
    return ok(c, await listAudit(ctx.db, filter, queryPage(c, 50, 200)));
  });

  app.get('/operators', async (c) => ok(c, await listOperators(ctx.db)));

  // Granting the role stays with whoever runs the server (npm run admin), not with operators in the browser.
  app.post('/operators', async (c) => {
    if (c.get('operator').userId !== null) throw forbidden('Operators are appointed with npm run admin -- grant-operator <mobile> on the server.');
    const body = await readJson(c, RoleBody);
    return ok(c, await changeOperatorRole(ctx.db, c.get('operator'), parseUsername(body.mobile), body.operator, ctx.now()));
  });

  // The demo club, on a production database too, only when whoever runs the server asks (npm run admin -- seed-demo).
  app.post('/seed-demo', async (c) => {
    if (c.get('operator').userId !== null) throw forbidden('The demo club is added with npm run admin -- seed-demo on the server.');
    return ok(c, { seeded: await seedDemoOnce(ctx.db) });
  });

  app.route('/', operatorApplicationRoutes(ctx));
  app.route('/', operatorMemberRoutes(ctx));
  app.route('/', operatorCatalogueRoutes(ctx));
  app.route('/', operatorFulfilmentRoutes(ctx));
  app.route('/', operatorBagdropRoutes(ctx));
  app.route('/', operatorContentRoutes(ctx));
  return app;
}
