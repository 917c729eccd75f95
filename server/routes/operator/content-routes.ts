import { Hono } from 'hono';
import { integer, nullable, optional, string, type } from 'superstruct';
import type { ServerContext } from '../../context';
import { publishEvent, publishNewsletter } from '../../content/publish-content';
import { listAllEvents } from '../../events/event-records';
import { readJson } from '../../http/read-json';
import { queryPage } from '../../http/read-query';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { listAllNewsletters } from '../../newsletters/newsletter-records';

const text = optional(nullable(string()));
const NewsletterBody = type({ title: text, summary: text, content: text, imageUrl: text, publishedAt: text });
const EventBody = type({ title: text, description: text, startsAt: text, city: text, venue: text, capacity: optional(nullable(integer())) });

/** Content: newsletters and club events, published from the browser (issue 13). */
export function operatorContentRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/newsletters', async (c) => ok(c, await listAllNewsletters(ctx.db, queryPage(c, 50, 100))));

  app.post('/newsletters', async (c) => {
    const body = await readJson(c, NewsletterBody);
    return ok(c, await publishNewsletter(ctx, c.get('operator'), { ...body, title: body.title ?? '', content: body.content ?? '' }));
  });

  app.get('/events', async (c) => ok(c, await listAllEvents(ctx.db, ctx.now(), queryPage(c, 50, 100))));

  app.post('/events', async (c) => {
    const body = await readJson(c, EventBody);
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
