import { Hono, type MiddlewareHandler } from 'hono';
import { ensureOperatorToken } from '../applications/operator-token';
import type { ServerContext } from '../context';
import { json, query } from '../http/parse';
import { AuditQueryShape, MarketingRoleRequestShape, OperatorRoleRequestShape, OutboxQueryShape } from '../../src/api/shapes/requests/operator';
import { EmptyBodyShape } from '../../src/api/shapes/requests/parts';
import { type OperatorEnv, requireOperator } from '../http/require-operator';
import { forbidden, ok } from '../http/respond';
import { listOutbox } from '../messages/message-record';
import { auditJson, listAudit } from '../operators/audit-record';
import { csvResponse, type CsvColumn } from '../http/csv-response';
import { recordExport } from '../operators/list-export';
import { indianMoment } from '../text/csv';
import { changeOperatorRole } from '../operators/grant-operator';
import { listOperators } from '../operators/operator-record';
import { seedDemoOnce } from '../seed/prepare-database';
import { marketingRole } from '../applications/admin-commands';
import { operatorApplicationRoutes } from './operator/application-routes';
import { operatorBagdropRoutes } from './operator/bagdrop-routes';
import { operatorBookingRoutes } from './operator/booking-routes';
import { operatorCatalogueRoutes } from './operator/catalogue-routes';
import { operatorContentRoutes } from './operator/content-routes';
import { operatorFulfilmentRoutes } from './operator/fulfilment-routes';
import { operatorMemberRoutes } from './operator/member-routes';
import { operatorOverviewRoutes } from './operator/overview-routes';
import { operatorPlanRoutes } from './operator/plan-routes';
import { operatorPrivacyRoutes } from './operator/privacy-routes';
import { operatorPaymentRoutes } from './operator/payment-routes';
import { operatorPauseLimitRoutes } from './operator/pause-limit-routes';
import { operatorReviewRoutes } from './operator/review-routes';
import { queryPaging } from './operator/params';

const AuditPaging = queryPaging(50, 200);
const AUDIT_COLUMNS: CsvColumn<ReturnType<typeof auditJson>>[] = [
  { heading: 'When', cell: (e) => indianMoment(e.at) },
  { heading: 'Who', cell: (e) => e.actor.name },
  { heading: 'Action', cell: (e) => e.action },
  { heading: 'What', cell: (e) => e.summary },
  { heading: 'Subject', cell: (e) => (e.subjectId ? `${e.subjectType} ${e.subjectId}` : e.subjectType) },
  { heading: 'Before', cell: (e) => (e.before === null ? null : JSON.stringify(e.before)) },
  { heading: 'After', cell: (e) => (e.after === null ? null : JSON.stringify(e.after)) },
];
const OutboxPaging = queryPaging(50, 200);

/** Calls for npm run admin alone (whoever runs the server), refused to operators in the browser before the body is read. */
const cliOnly =
  (message: string): MiddlewareHandler<OperatorEnv> =>
  async (c, next) => {
    if (c.get('operator').userId !== null) throw forbidden(message);
    await next();
  };

/**
 * The back office's calls, all behind requireOperator: an
 * operator's bearer token (ROLE_OPERATOR), or npm run admin from this machine
 * with data/operator-token while the server holds the embedded database.
 */
export function operatorRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();
  const cliToken = ctx.config.dataDir ? ensureOperatorToken(ctx.config.dataDir) : null;
  app.use('*', requireOperator(ctx, cliToken));

  app.get('/me', (c) => ok(c, c.get('operator')));

  app.get('/audit', query(AuditQueryShape), async (c) => ok(c, await listAudit(ctx.db, c.req.valid('query'), AuditPaging.of(c.req.valid('query')))));

  // The log as filtered on screen, every page of it, as a spreadsheet (its summaries name members).
  app.get('/audit.csv', query(AuditQueryShape), async (c) => {
    const q = c.req.valid('query');
    // The shape's own fields only: a query string may carry anything else, and what is audited is what filtered.
    const filter = {
      subjectType: q.subjectType,
      subjectId: q.subjectId,
      action: q.action,
      actorUserId: q.actorUserId,
      memberId: q.memberId,
      from: q.from,
      to: q.to,
    };
    const filename = await recordExport(ctx.db, c.get('operator'), ctx.now(), 'audit', filter);
    return csvResponse(c, filename, AUDIT_COLUMNS, (page) => listAudit(ctx.db, filter, page));
  });

  // The SMS and e-mail outbox (in demo mode, everything the club would have sent).
  app.get('/outbox', query(OutboxQueryShape), async (c) => ok(c, await listOutbox(ctx.db, OutboxPaging.of(c.req.valid('query')))));

  app.get('/operators', async (c) => ok(c, await listOperators(ctx.db)));

  // Granting the role stays with whoever runs the server (npm run admin), not with operators in the browser.
  app.post(
    '/operators',
    cliOnly('Operators are appointed with npm run admin -- grant-operator <mobile> on the server.'),
    json(OperatorRoleRequestShape),
    async (c) => {
      const body = c.req.valid('json');
      return ok(c, await changeOperatorRole(ctx.db, c.get('operator'), body.mobile, body.operator, ctx.now()));
    },
  );

  app.post(
    '/marketing-team',
    cliOnly('The marketing role is given with npm run admin -- grant-marketing <mobile> on the server.'),
    json(MarketingRoleRequestShape),
    async (c) => {
      const body = c.req.valid('json');
      return ok(c, await marketingRole(ctx.db, body.mobile, body.marketing, ctx.now()));
    },
  );

  // The demo club, on a production database too, only when whoever runs the server asks (npm run admin -- seed-demo).
  app.post(
    '/seed-demo',
    cliOnly('The demo club is added with npm run admin -- seed-demo on the server.'),
    json(EmptyBodyShape, { optional: true }),
    async (c) => ok(c, { seeded: await seedDemoOnce(ctx.db) }),
  );

  app.route('/', operatorApplicationRoutes(ctx));
  app.route('/', operatorMemberRoutes(ctx));
  app.route('/', operatorCatalogueRoutes(ctx));
  app.route('/', operatorFulfilmentRoutes(ctx));
  app.route('/', operatorBagdropRoutes(ctx));
  app.route('/', operatorContentRoutes(ctx));
  app.route('/', operatorPlanRoutes(ctx));
  app.route('/', operatorPrivacyRoutes(ctx));
  app.route('/', operatorPaymentRoutes(ctx));
  app.route('/', operatorOverviewRoutes(ctx));
  app.route('/', operatorBookingRoutes(ctx));
  app.route('/', operatorPauseLimitRoutes(ctx));
  app.route('/', operatorReviewRoutes(ctx));
  return app;
}
