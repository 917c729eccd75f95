import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { publishEvent, publishNewsletter } from '../../content/publish-content';
import { findAnyEvent, listAllEvents } from '../../events/event-records';
import { deleteEvent, deleteNewsletter, editEvent, editNewsletter, setEventPublished, setNewsletterPublished } from '../../content/edit-content';
import { json, param, query } from '../../http/parse';
import { EmptyBodyShape, IdParam } from '../../../src/api/shapes/requests/parts';
import { ContentListQueryShape, EventRequestShape, NewsletterRequestShape } from '../../../src/api/shapes/requests/operator';
import type { OperatorEnv } from '../../http/require-operator';
import { notFound, ok } from '../../http/respond';
import { findAnyNewsletter, listAllNewsletters } from '../../newsletters/newsletter-records';
import { queryPaging } from './params';
import { csvResponse, type CsvColumn } from '../../http/csv-response';
import { recordExport } from '../../operators/list-export';
import { indianMoment } from '../../text/csv';
import type { NewsletterView } from '../../newsletters/newsletter-records';
import type { EventView } from '../../events/event-records';

const ListPaging = queryPaging(50, 100);
const ContentParam = type({ id: IdParam });

// The tables' own words for where a piece of content stands, as of `now`.
const shown = (item: { unpublishedAt?: string | null }, at: string | undefined, now: Date) =>
  item.unpublishedAt ? 'Draft (unpublished)' : at && Date.parse(at) > now.getTime() ? 'Scheduled' : 'Published';
const newsletterColumns = (now: Date): CsvColumn<NewsletterView>[] => [
  { heading: 'Title', cell: (n) => n.title },
  { heading: 'Summary', cell: (n) => n.summary },
  { heading: 'Status', cell: (n) => shown(n, n.publishedAt, now) },
  { heading: 'Published', cell: (n) => indianMoment(n.publishedAt) },
];
const EVENT_COLUMNS: CsvColumn<EventView>[] = [
  { heading: 'Event', cell: (e) => e.title },
  { heading: 'When', cell: (e) => indianMoment(e.eventDate) },
  { heading: 'Venue', cell: (e) => e.venue },
  { heading: 'City', cell: (e) => e.city },
  { heading: 'Seats', cell: (e) => e.capacity },
  { heading: 'Seats left', cell: (e) => e.seatsLeft },
  { heading: 'Status', cell: (e) => (e.unpublishedAt ? 'Draft (unpublished)' : 'Published') },
];
type NewsletterBody = { title?: string | null; content?: string | null };
type EventBody = { title?: string | null; startsAt?: string | null; city?: string | null; venue?: string | null; capacity?: number | null };
const issueInput = <T extends NewsletterBody>(body: T) => ({ ...body, title: body.title ?? '', content: body.content ?? '' });
const eventInput = <T extends EventBody>(body: T) => ({
  ...body,
  title: body.title ?? '',
  startsAt: body.startsAt ?? '',
  city: body.city ?? '',
  venue: body.venue ?? '',
  capacity: body.capacity ?? Number.NaN,
});

/** Content: newsletters and club events, published from the browser. */
export function operatorContentRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/newsletters', query(ContentListQueryShape), async (c) => ok(c, await listAllNewsletters(ctx.db, ListPaging.of(c.req.valid('query')))));

  // Every newsletter and every event, in the tables' order, as spreadsheets.
  app.get('/newsletters.csv', async (c) => {
    const now = ctx.now();
    const filename = await recordExport(ctx.db, c.get('operator'), now, 'newsletters', {});
    return csvResponse(c, filename, newsletterColumns(now), (page) => listAllNewsletters(ctx.db, page));
  });
  app.get('/events.csv', async (c) => {
    const now = ctx.now();
    const filename = await recordExport(ctx.db, c.get('operator'), now, 'events', {});
    return csvResponse(c, filename, EVENT_COLUMNS, (page) => listAllEvents(ctx.db, now, page));
  });

  app.post('/newsletters', json(NewsletterRequestShape), async (c) => {
    return ok(c, await publishNewsletter(ctx, c.get('operator'), issueInput(c.req.valid('json'))));
  });

  // Changing what was published: edit, back to draft and again published, delete (server/content/edit-content.ts).
  const noBody = json(EmptyBodyShape, { optional: true });
  const id = (c: { req: { valid(target: 'param'): { id: number } } }) => c.req.valid('param').id;
  app.get('/newsletters/:id{[0-9]+}', param(ContentParam), async (c) => {
    const issue = await findAnyNewsletter(ctx.db, id(c));
    if (!issue) throw notFound('This newsletter does not exist (or was deleted).');
    return ok(c, issue);
  });
  app.put('/newsletters/:id{[0-9]+}', param(ContentParam), json(NewsletterRequestShape), async (c) =>
    ok(c, await editNewsletter(ctx, c.get('operator'), id(c), issueInput(c.req.valid('json')))),
  );
  app.post('/newsletters/:id{[0-9]+}/unpublish', param(ContentParam), noBody, async (c) =>
    ok(c, await setNewsletterPublished(ctx, c.get('operator'), id(c), false)),
  );
  app.post('/newsletters/:id{[0-9]+}/publish', param(ContentParam), noBody, async (c) =>
    ok(c, await setNewsletterPublished(ctx, c.get('operator'), id(c), true)),
  );
  app.delete('/newsletters/:id{[0-9]+}', param(ContentParam), async (c) => {
    await deleteNewsletter(ctx, c.get('operator'), id(c));
    return ok(c, { deleted: true });
  });

  app.get('/events', query(ContentListQueryShape), async (c) => ok(c, await listAllEvents(ctx.db, ctx.now(), ListPaging.of(c.req.valid('query')))));

  app.post('/events', json(EventRequestShape), async (c) => ok(c, await publishEvent(ctx, c.get('operator'), eventInput(c.req.valid('json')))));
  app.get('/events/:id{[0-9]+}', param(ContentParam), async (c) => {
    const event = await findAnyEvent(ctx.db, id(c));
    if (!event) throw notFound('This event does not exist (or was deleted).');
    return ok(c, event);
  });
  app.put('/events/:id{[0-9]+}', param(ContentParam), json(EventRequestShape), async (c) =>
    ok(c, await editEvent(ctx, c.get('operator'), id(c), eventInput(c.req.valid('json')))),
  );
  app.post('/events/:id{[0-9]+}/unpublish', param(ContentParam), noBody, async (c) => ok(c, await setEventPublished(ctx, c.get('operator'), id(c), false)));
  app.post('/events/:id{[0-9]+}/publish', param(ContentParam), noBody, async (c) => ok(c, await setEventPublished(ctx, c.get('operator'), id(c), true)));
  app.delete('/events/:id{[0-9]+}', param(ContentParam), async (c) => ok(c, await deleteEvent(ctx, c.get('operator'), id(c))));

  return app;
}
