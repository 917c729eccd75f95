import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../context';
import { paging } from '../http/paging';
import { json, param } from '../http/parse';
import { NewsletterListQueryShape } from '../../src/api/shapes/requests/newsletter';
import { IdParam } from '../../src/api/shapes/requests/parts';
import { notFound, ok } from '../http/respond';
import { findNewsletter, listNewsletters } from '../newsletters/newsletter-records';

const NewsletterPaging = paging(20, 50);
const IssueParam = type({ newsLetterId: IdParam });

/** Newsletters are the club's public writing: no login needed to read them. */
export function newsletterRoutes(ctx: ServerContext) {
  const app = new Hono();

  // An empty body means the first page.
  app.post('/list', json(NewsletterListQueryShape, { optional: true }), async (c) =>
    ok(c, await listNewsletters(ctx.db, ctx.now(), NewsletterPaging.of(c.req.valid('json')))),
  );

  app.get('/:newsLetterId', param(IssueParam), async (c) => {
    const issue = await findNewsletter(ctx.db, c.req.valid('param').newsLetterId, ctx.now());
    if (!issue) throw notFound('This newsletter does not exist (or is no longer published).');
    return ok(c, issue);
  });

  return app;
}
