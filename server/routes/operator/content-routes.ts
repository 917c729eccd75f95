import { Hono } from 'hono';
import { nullable, optional, type } from 'superstruct';
import type { ServerContext } from '../../context';
import { publishEvent, publishNewsletter } from '../../content/publish-content';
import { listAllEvents } from '../../events/event-records';
import { json, query } from '../../http/parse';
import { intBetween, OptionalText } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { listAllNewsletters } from '../../newsletters/newsletter-records';
import { queryPaging } from './params';

const ListPaging = queryPaging(50, 100);
const ListQuery = type(ListPaging.fields);
// Lengths and the rest are judged by the services (publish-content.ts), field by field with their own messages.
const NewsletterBody = type({
  title: OptionalText(1000),
  summary: OptionalText(2000),
  content: OptionalText(100_000),
  imageUrl: OptionalText(2000),
  publishedAt: OptionalText(100),
});
const EventBody = type({
  title: OptionalText(1000),
  description: OptionalText(10_000),
  startsAt: OptionalText(100),
  city: OptionalText(1000),
  venue: OptionalText(1000),
  capacity: optional(nullable(intBetween(-1_000_000, 1_000_000))),
});

/** Content: newsletters and club events, published from the browser. */
export function operatorContentRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/newsletters', query(ListQuery), async (c) => ok(c, await listAllNewsletters(ctx.db, ListPaging.of(c.req.valid('query')))));

  app.post('/newsletters', json(NewsletterBody), async (c) => {
    const body = c.req.valid('json');
    return ok(c, await publishNewsletter(ctx, c.get('operator'), { ...body, title: body.title ?? '', content: body.content ?? '' }));
  });

  app.get('/events', query(ListQuery), async (c) => ok(c, await listAllEvents(ctx.db, ctx.now(), ListPaging.of(c.req.valid('query')))));

  app.post('/events', json(EventBody), async (c) => {
    const body = c.req.valid('json');
    return ok(
      c,
      await publishEvent(ctx, c.get('operator'), {
        ...body,
        title: body.title ?? '',
        startsAt: body.startsAt ?? '',
        city: body.city ?? '',
        venue: body.venue ?? '',
        capacity: body.capacity ?? Number.NaN,
      }),
    );
  });

  return app;
}
