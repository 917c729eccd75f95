import { Hono } from 'hono';
import type { ServerContext } from '../../context';
import { isoDay } from '../../catalogue/iso-date';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { operatorCounts } from '../../operators/operator-counts-record';

/** The back office's frame: the counts its navigation shows beside each section. */
export function operatorOverviewRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();
  app.get('/counts', async (c) => ok(c, await operatorCounts(ctx.db, isoDay(ctx.now()), ctx.config.shippingLeadDays)));
  return app;
}
