import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { badRequest, notFound, ok } from '../http/respond';
import { findNewsletter, listNewsletters } from '../newsletters/newsletter-records';
import { readListPage } from './list-page';

/** Newsletters are the club's public writing: no login needed to read them. */
export function newsletterRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  // An empty body means the first page.
  app.post('/list', async (c) => {
    return ok(c, await listNewsletters(ctx.db, ctx.now(), await readListPage(c)));
  });

  app.get('/:newsLetterId', async (c) => {
    const raw = c.req.param('newsLetterId');
    if (!/^\d{1,9}$/.test(raw)) throw badRequest('The newsletter id must be a number.');
    const issue = await findNewsletter(ctx.db, Number(raw), ctx.now());
    if (!issue) throw notFound('This newsletter does not exist (or is no longer published).');
    return ok(c, issue);
  });

  return app;
}
