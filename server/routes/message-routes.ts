import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context';
import { DomainError, invalidInput } from '../domain-error';
import { form, json, query, textPart } from '../http/parse';
import { type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';
import { changeMessagePreference, messagePreferences, unsubscribeByLink, unsubscribeLinkLabel } from '../messages/message-preferences';
import { unsubscribePage } from '../messages/unsubscribe-page';
import { MessagePreferenceChangeShape, OneClickPartShape, UnsubscribeQueryShape } from '../../src/api/shapes/requests/messages';

// The unsubscribe page has its own inline style and a form posting back here, nothing else.
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const page = (c: Context, status: 200 | 400, html: string) => {
  c.header('Content-Security-Policy', PAGE_POLICY);
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
};
const BAD_LINK = { title: 'This link does not work', text: 'The unsubscribe link is not valid. You can choose your messages in My Account.' };
// A person following the link (a browser asks for text/html) reads a page; any other client gets the API's
// { status, code, message } refusal, as from every other /api call.
const badLink = (c: Context) => {
  if ((c.req.header('accept') ?? '').includes('text/html')) return page(c, 400, unsubscribePage(BAD_LINK));
  throw invalidInput(BAD_LINK.text);
};

/**
 * /api/messages: the member's choice of channels per kind of message (their own only), and the
 * one-click unsubscribe of e-mails, which needs no login (its link is signed).
 */
export function messageRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();

  app.get('/preferences', requireUser(ctx), async (c) => ok(c, await messagePreferences(ctx.db, c.get('user').userId)));

  app.put('/preferences', requireUser(ctx), json(MessagePreferenceChangeShape), async (c) =>
    ok(c, await changeMessagePreference(ctx.db, c.get('user').userId, c.req.valid('json'))),
  );

  // A GET only asks: link scanners open every link in a mail.
  app.get('/unsubscribe', query(UnsubscribeQueryShape), (c) => {
    const label = unsubscribeLinkLabel(ctx.config.keys.unsubscribe, c.req.valid('query').token);
    if (!label) return badLink(c);
    const action = `/api/messages/unsubscribe?token=${encodeURIComponent(c.req.valid('query').token)}`;
    return page(
      c,
      200,
      unsubscribePage({ title: 'Unsubscribe', text: `Stop e-mails about “${label}”? Other messages are not affected.`, confirmAction: action }),
    );
  });

  // RFC 8058: the mail client's one-click POST, and the page's button.
  app.post('/unsubscribe', query(UnsubscribeQueryShape), form({ 'List-Unsubscribe': textPart(OneClickPartShape) }), async (c) => {
    try {
      const { label } = await unsubscribeByLink(ctx.db, ctx.config.keys.unsubscribe, c.req.valid('query').token);
      return page(
        c,
        200,
        unsubscribePage({
          title: 'You are unsubscribed',
          text: `We will not send you e-mails about “${label}” any more. You can turn them back on in My Account.`,
        }),
      );
    } catch (error) {
      if (error instanceof DomainError) return badLink(c);
      throw error;
    }
  });

  return app;
}
