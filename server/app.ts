import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServerContext } from './context';
import { HttpError } from './http/respond';
import { serveDist } from './http/serve-dist';
import { authRoutes } from './routes/auth-routes';
import { communicationRoutes } from './routes/communication-routes';
import { configRoutes } from './routes/config-routes';
import { userRoutes } from './routes/user-routes';

/** JSON bodies are small; multipart uploads (documents, photos) get their own limit per route. */
export const JSON_BODY_LIMIT = 64 * 1024;

export function createApp(ctx: ServerContext): Hono {
  const app = new Hono();

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json({ status: err.status, message: err.message, ...(err.errors ? { errors: err.errors } : {}) }, err.status);
    }
    console.error('[server] unexpected error', err);
    return c.json({ status: 500, message: 'Something went wrong on our side. Please try again.' }, 500 as ContentfulStatusCode);
  });

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (c) => c.json({ status: 413, message: 'The request is too large.' }, 413),
    }),
  );

  app.route('/api/auth', authRoutes(ctx));
  app.route('/api/user', userRoutes(ctx));
  app.route('/api/communication', communicationRoutes(ctx));
  app.route('/api/config', configRoutes(ctx));

  app.all('/api/*', (c) => c.json({ status: 404, message: `No such call: ${c.req.method} ${c.req.path}` }, 404));

  serveDist(app, ctx.config.distDir);
  return app;
}
