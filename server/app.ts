import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServerContext } from './context';
import { HttpError } from './http/respond';
import { serveDist } from './http/serve-dist';
import { usePictureSet } from './pictures/picture-set';
import { MAX_UPLOAD_BYTES } from './uploads/store-upload';
import { authRoutes } from './routes/auth-routes';
import { communicationRoutes } from './routes/communication-routes';
import { configRoutes } from './routes/config-routes';
import { userRoutes } from './routes/user-routes';
import { applicationRoutes } from './routes/application-routes';
import { orderRoutes } from './routes/order-routes';
import { paymentRoutes } from './routes/payment-routes';
import { bluedartRoutes } from './routes/bluedart-routes';
import { operatorRoutes } from './routes/operator-routes';
import { newsletterRoutes } from './routes/newsletter-routes';
import { eventRoutes } from './routes/event-routes';
import { customerRoutes } from './routes/customer-routes';
import { partnerCors } from './http/cors';
import { handoffRoutes } from './routes/handoff-routes';
import { collectionRoutes } from './routes/collection-routes';
import { databaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGES } from './db/unavailable';
import { healthRoutes } from './routes/health-routes';
import { requestLog } from './http/request-log';
import { log as processLog } from './log/logger';

/** JSON bodies are small; multipart requests carry uploads, each file checked again by storeUpload. */
export const JSON_BODY_LIMIT = 64 * 1024;
export const MULTIPART_BODY_LIMIT = 4 * MAX_UPLOAD_BYTES + 64 * 1024;

export function createApp(ctx: ServerContext): Hono {
  // Bag, newsletter and event pictures come from the build this server serves.
  usePictureSet(ctx.config.distDir);
  const app = new Hono();
  const log = ctx.log ?? processLog;

  // Production plumbing: one log line per request, health checks, and a database that cannot answer is a 503.
  app.use('*', requestLog(log));
  app.route('/', healthRoutes(ctx));

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json({ status: err.status, message: err.message, ...(err.errors ? { errors: err.errors } : {}) }, err.status);
    }
    const unavailable = databaseUnavailable(err);
    if (unavailable) {
      log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, `database ${unavailable}`);
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ status: 503, message: UNAVAILABLE_MESSAGES[unavailable] }, 503);
    }
    log.error({ err }, 'unexpected error');
    return c.json({ status: 500, message: 'Something went wrong on our side. Please try again.' }, 500 as ContentfulStatusCode);
  });

  app.use('/api/*', partnerCors(ctx.config.allowedOrigins));

  const tooLarge = (limit: number) =>
    bodyLimit({
      maxSize: limit,
      onError: (c) => c.json({ status: 413, message: `The request is too large (at most ${Math.round(limit / 1024)} KB).` }, 413),
    });
  const jsonLimit = tooLarge(JSON_BODY_LIMIT);
  const multipartLimit = tooLarge(MULTIPART_BODY_LIMIT);
  app.use('/api/*', (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') ? multipartLimit(c, next) : jsonLimit(c, next),
  );

  app.route('/api/auth', authRoutes(ctx));
  app.route('/api/user', applicationRoutes(ctx));
  app.route('/api/user', userRoutes(ctx));
  app.route('/api/communication', communicationRoutes(ctx));
  app.route('/api/config', configRoutes(ctx));
  app.route('/api/order', orderRoutes(ctx));
  app.route('/api/payment', paymentRoutes(ctx));
  app.route('/api/bluedart', bluedartRoutes(ctx));
  app.route('/api/operator', operatorRoutes(ctx));

  app.route('/api/newsletter', newsletterRoutes(ctx));
  app.route('/api/event', eventRoutes(ctx));
  app.route('/api/customer', customerRoutes(ctx));
  app.route('/api', collectionRoutes(ctx));

  app.route('/api/auth/handoff', handoffRoutes(ctx));
  app.all('/api/*', (c) => c.json({ status: 404, message: `No such call: ${c.req.method} ${c.req.path}` }, 404));

  serveDist(app, ctx.config.distDir);
  return app;
}
