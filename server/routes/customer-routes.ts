import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../context';
import { addSubscriber } from '../customers/subscriber-record';
import { json } from '../http/parse';
import { ok } from '../http/respond';
import type { SubscribeResult } from '../../src/api/shapes/customer';
import { ruleText } from '../../src/validation/shapes';

// The same email rule (and texts) as sign-up (spec point 5).
const SubscribeBody = type({ email: ruleText('email') });

export const SUBSCRIBED = 'Thank you for subscribing. Our next newsletter will reach you by email.';
export const ALREADY_SUBSCRIBED = 'You are already subscribed.';

/** The footer's newsletter subscription: open to visitors. */
export function customerRoutes(ctx: ServerContext) {
  const app = new Hono();

  app.post('/subscribe', json(SubscribeBody), async (c) => {
    // Subscribing twice is a friendly no-op, not an error: the person wanted exactly this.
    const added = await addSubscriber(ctx.db, c.req.valid('json').email);
    return ok(c, { subscribed: true, alreadySubscribed: !added, message: added ? SUBSCRIBED : ALREADY_SUBSCRIBED } satisfies SubscribeResult);
  });

  return app;
}
