import { Hono } from 'hono';
import type { ServerContext } from '../../context';
import { publishEvent, publishNewsletter } from '../../content/publish-content';
import { listAllEvents } from '../../events/event-records';
import { json, query } from '../../http/parse';
import { ContentListQueryShape, EventRequestShape, NewsletterRequestShape } from '../../../src/api/shapes/requests/operator';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { listAllNewsletters } from '../../newsletters/newsletter-records';
import { queryPaging } from './params';

const ListPaging = queryPaging(50, 100);
/** Content: newsletters and club events, published from the browser. */
export function operatorContentRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/newsletters', query(ContentListQueryShape), async (c) => ok(c, await listAllNewsletters(ctx.db, ListPaging.of(c.req.valid('query')))));

  app.post('/newsletters', json(NewsletterRequestShape), async (c) => {
    const body = c.req.valid('json');
    return ok(c, await publishNewsletter(ctx, c.get('operator'), { ...body, title: body.title ?? '', content: body.content ?? '' }));
  });

  app.get('/events', query(ContentListQueryShape), async (c) => ok(c, await listAllEvents(ctx.db, ctx.now(), ListPaging.of(c.req.valid('query')))));

  app.post('/events', json(EventRequestShape), async (c) => {
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
