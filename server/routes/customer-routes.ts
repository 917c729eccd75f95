import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { addSubscriber } from '../customers/subscriber-record';
import { json } from '../http/parse';
import { SubscribeRequestShape } from '../../src/api/shapes/requests/customer';
import { ok } from '../http/respond';
import type { SubscribeResult } from '../../src/api/shapes/customer';

export const SUBSCRIBED = 'Thank you for subscribing. Our next newsletter will reach you by email.';
export const ALREADY_SUBSCRIBED = 'You are already subscribed.';

/** The footer's newsletter subscription: open to visitors. */
export function customerRoutes(ctx: ServerContext) {
  const app = new Hono();

  app.post('/subscribe', json(SubscribeRequestShape), async (c) => {
    // Subscribing twice is a friendly no-op, not an error: the person wanted exactly this.
    const added = await addSubscriber(ctx.db, c.req.valid('json').email);
    return ok(c, { subscribed: true, alreadySubscribed: !added, message: added ? SUBSCRIBED : ALREADY_SUBSCRIBED } satisfies SubscribeResult);
  });

  return app;
}
