import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServerContext } from './context';
import { apiBodyPolicy } from './http/body-policy';
import { HttpError, httpErrorOf, notFound } from './http/respond';
import { DomainError } from './domain-error';
import { securityHeaders } from './http/security-headers';
import { serveDist } from './http/serve-dist';
import { firstRowBlock } from './http/first-row-block';
import { usePictureSet } from './pictures/picture-set';
import { authRoutes } from './routes/auth-routes';
import { communicationRoutes } from './routes/communication-routes';
import { configRoutes } from './routes/config-routes';
import { userRoutes } from './routes/user-routes';
import { applicationRoutes } from './routes/application-routes';
import { orderRoutes } from './routes/order-routes';
import { paymentRoutes } from './routes/payment-routes';
import { bluedartRoutes } from './routes/bluedart-routes';
import { operatorRoutes } from './routes/operator-routes';
import { marketingRoutes } from './routes/marketing-routes';
import { newsletterRoutes } from './routes/newsletter-routes';
import { eventRoutes } from './routes/event-routes';
import { customerRoutes } from './routes/customer-routes';
import { partnerCors } from './http/cors';
import { handoffRoutes } from './routes/handoff-routes';
import { collectionRoutes } from './routes/collection-routes';
import { databaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGES } from './db/unavailable';
import { healthRoutes } from './routes/health-routes';
import { accountRoutes } from './routes/account-routes';
import { messageRoutes } from './routes/message-routes';
import { reviewRoutes } from './routes/review-routes';
import { requestLog } from './http/request-log';
import { log as processLog } from './log/logger';

export function createApp(ctx: ServerContext): Hono {
  // Bag, newsletter and event pictures come from the build this server serves.
  usePictureSet(ctx.config.distDir);
  const app = new Hono();
  const log = ctx.log ?? processLog;

  // Production plumbing: one log line per request, health checks, and a database that cannot answer is a 503.
  app.use('*', requestLog(log));
  app.route('/', healthRoutes(ctx));

  app.onError((err, c) => {
    // Hono's own refusals (a malformed request it could not even parse) get our shape too.
    // A domain error becomes its HTTP answer here, and only here.
    const known =
      err instanceof DomainError
        ? httpErrorOf(err)
        : err instanceof HttpError
          ? err
          : err instanceof HTTPException && err.status < 500
            ? new HttpError(err.status as ContentfulStatusCode, err.message)
            : null;
    if (known) {
      if (known.retryAfter !== undefined) c.header('Retry-After', String(known.retryAfter));
      return c.json(known.body, known.status);
    }
    const unavailable = databaseUnavailable(err);
    if (unavailable) {
      log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, `database ${unavailable}`);
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(new HttpError(503, UNAVAILABLE_MESSAGES[unavailable]).body, 503);
    }
    log.error({ err }, 'unexpected error');
    return c.json(new HttpError(500 as ContentfulStatusCode, 'Something went wrong on our side. Please try again.').body, 500 as ContentfulStatusCode);
  });

  app.use('*', securityHeaders({ hstsMaxAge: ctx.config.hstsMaxAge }));
  app.use('/api/*', partnerCors(ctx.config.allowedOrigins));
  // Body limits per kind, multipart only where a route takes it (server/http/body-policy.ts).
  app.use('/api/*', apiBodyPolicy());

  app.route('/api/auth', authRoutes(ctx));
  app.route('/api/user', applicationRoutes(ctx));
  app.route('/api/user', userRoutes(ctx));
  app.route('/api/communication', communicationRoutes(ctx));
  app.route('/api/config', configRoutes(ctx));
  app.route('/api/order', orderRoutes(ctx));
  app.route('/api/payment', paymentRoutes(ctx));
  app.route('/api/bluedart', bluedartRoutes(ctx));
  app.route('/api/operator', operatorRoutes(ctx));
  app.route('/api/marketing', marketingRoutes(ctx));

  app.route('/api/newsletter', newsletterRoutes(ctx));
  app.route('/api/event', eventRoutes(ctx));
  app.route('/api/customer', customerRoutes(ctx));
  app.route('/api/account', accountRoutes(ctx));
  app.route('/api/messages', messageRoutes(ctx));
  app.route('/api/review', reviewRoutes(ctx));
  app.route('/api', collectionRoutes(ctx));

  app.route('/api/auth/handoff', handoffRoutes(ctx));
  app.all('/api/*', (c) => c.json(notFound(`No such call: ${c.req.method} ${c.req.path}`).body, 404));

  serveDist(app, ctx.config.distDir, { firstRow: firstRowBlock(ctx, ctx.config.distDir) });
  return app;
}
