import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

const NOT_BUILT = 'The site has not been built yet. Run `npm run build`, then reload this page.';

/**
 * Serves the built front end: dist/site at / (index.html for /) and the widget
 * scripts at /widgets/. Registered after the API routes, so /api/* never lands here.
 * A missing dist folder is a plain 404 telling how to build it, not a crash.
 */
export function serveDist(app: Hono, distDir: string): void {
  const siteDir = join(distDir, 'site');
  const widgetsDir = join(distDir, 'widgets');

  app.use('/widgets/*', async (c, next) => {
    if (!existsSync(widgetsDir)) return c.text(NOT_BUILT, 404);
    return serveStatic({ root: widgetsDir, rewriteRequestPath: (path) => path.replace(/^\/widgets/, '') })(c, next);
  });

  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    if (!existsSync(siteDir)) return c.text(NOT_BUILT, 404);
    return serveStatic({ root: siteDir })(c, next);
  });

  app.notFound((c) => c.text(existsSync(siteDir) ? 'Not found' : NOT_BUILT, 404));
}
