import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { json } from '../http/parse';
import { EmptyBodyShape } from '../../src/api/shapes/requests/parts';
import { type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';
import { myAccountRoutes } from './my-account-routes';
import { exportPersonalData, openDeletionRequest, requestDeletion } from '../privacy/personal-data-service';

/** The member's own personal data (DPDP Act 2023): download it, ask for its deletion. */
export function accountRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));

  app.get('/data', async (c) => {
    const data = await exportPersonalData(ctx, c.get('user').userId);
    c.header('Content-Disposition', 'attachment; filename="tote-my-data.json"');
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });

  app.get('/deletion-request', async (c) => ok(c, await openDeletionRequest(ctx, c.get('user').userId)));

  app.post('/deletion-request', json(EmptyBodyShape, { optional: true }), async (c) => ok(c, await requestDeletion(ctx, c.get('user').userId)));

  app.route('/', myAccountRoutes(ctx));

  return app;
}
