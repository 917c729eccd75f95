import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES } from '../uploads/store-upload';
import { HttpError } from './respond';

/** JSON bodies (and forms without files) are small. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** The upload routes' multipart bodies: a few files of at most MAX_UPLOAD_BYTES each, checked again as each is stored. */
export const MULTIPART_BODY_LIMIT = 4 * MAX_UPLOAD_BYTES + 64 * 1024;

const isMultipart = (c: Context) => /^multipart\//i.test(c.req.header('content-type') ?? '');

/** A 413 naming the limit; the connection is closed after it (the rest of the body is never read). */
export function limitBody(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read: the client must not send its next request on this connection.
      c.header('Connection', 'close');
      return c.json(new HttpError(413, `The request is too large (at most ${Math.round(maxSize / 1024)} KB).`).body, 413);
    },
  });
}

/**
 * The body rules of every /api call, in front of the routes:
 * - JSON (any body that is not multipart) is limited to JSON_BODY_LIMIT here;
 * - multipart is limited by the route that takes it (server/http/parse.ts form());
 *   any other route refuses it with a 415 before reading it (json()) or never reads it;
 * - an answer given without reading a body that is large or of unknown size
 *   closes the connection, as does every 413, so the client's next request on a
 *   kept-alive connection is never mistaken for the end of this body.
 */
export function apiBodyPolicy(): MiddlewareHandler {
  const jsonLimit = limitBody(JSON_BODY_LIMIT);
  return async (c, next) => {
    const raw = c.req.raw;
    if (isMultipart(c)) await next();
    else {
      const refused = await jsonLimit(c, next);
      if (refused instanceof Response) c.res = refused;
    }
    const declared = raw.headers.get('content-length');
    const unreadBig = raw.body !== null && !c.req.raw.bodyUsed && (declared === null || Number(declared) > JSON_BODY_LIMIT);
    if (c.res.status === 413 || unreadBig) c.header('Connection', 'close');
  };
}
