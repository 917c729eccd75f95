import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { json, query } from '../http/parse';
import { FunnelQueryShape, VisitRequestShape } from '../../src/api/shapes/requests/marketing';
import { requireMarketing } from '../http/require-marketing';
import { badRequest, ok, tooMany } from '../http/respond';
import { countVisit, indianDay, partnersFunnel } from '../marketing/marketing-service';
import { queryPaging } from './operator/params';

/** The longest period the Partners page reads at once. */
export const MAX_FUNNEL_DAYS = 366;
const DAY_MS = 86_400_000;
const FunnelPaging = queryPaging(100, 200);
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;

/** /api/marketing: the partner pages' visit beacon (public, no personal data) and the Partners page (marketing or operators). */
export function marketingRoutes(ctx: ServerContext) {
  const app = new Hono();

  app.post('/visits', json(VisitRequestShape), async (c) => {
    if (!(await countVisit(ctx, c.req.valid('json').partnerId))) throw tooMany('This partner page has reached today’s count of visits.', 3600);
    return c.body(null, 204);
  });

  app.use('/partners', requireMarketing(ctx));
  app.get('/partners', query(FunnelQueryShape), async (c) => {
    const q = c.req.valid('query');
    // The last 30 days unless a period is chosen.
    const to = q.to ?? indianDay(ctx.now());
    const from = q.from ?? new Date((dayNumber(to) - 29) * DAY_MS).toISOString().slice(0, 10);
    const days = dayNumber(to) - dayNumber(from);
    if (days < 0) throw badRequest('The period starts after it ends.', { from: 'on or before the end date' });
    if (days >= MAX_FUNNEL_DAYS)
      throw badRequest(`Choose a period of at most ${MAX_FUNNEL_DAYS} days.`, { to: `at most ${MAX_FUNNEL_DAYS} days after the start` });
    return ok(c, await partnersFunnel(ctx, from, to, q.partnerId, FunnelPaging.of(q)));
  });
  return app;
}
