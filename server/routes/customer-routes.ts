import { Hono } from 'hono';
import { string, type } from 'superstruct';
import { validateField } from '../../src/validation/rules';
import type { ServerContext } from '../context';
import { readJson } from '../http/read-json';
import { badRequest, ok } from '../http/respond';

const SubscribeBody = type({ email: string() });

export const SUBSCRIBED = 'Thank you for subscribing. Our next newsletter will reach you by email.';
export const ALREADY_SUBSCRIBED = 'You are already subscribed.';

/** The footer's newsletter subscription: open to visitors, the same email rule as sign-up (spec point 5). */
export function customerRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.post('/subscribe', async (c) => {
    const { email: raw } = await readJson(c, SubscribeBody);
    const email = raw.trim();
    const error = validateField('email', email);
    if (error) throw badRequest(error, { email: error });
    // Subscribing twice is a friendly no-op, not an error: the person wanted exactly this.
    const inserted = await ctx.db.query('insert into subscribers (email) values ($1) on conflict (email) do nothing returning id', [
      email.toLowerCase(),
    ]);
    const added = inserted.rows.length > 0;
    return ok(c, { subscribed: true, alreadySubscribed: !added, message: added ? SUBSCRIBED : ALREADY_SUBSCRIBED });
  });

  return app;
}
