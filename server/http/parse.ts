import type { Context, Env, MiddlewareHandler, Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import type { Struct } from 'superstruct';
import { JSON_BODY_LIMIT, limitBody } from './body-policy';
import { badRequest, HttpError } from './respond';
import { checks, noting, type PartCheck } from './request-checks';
import { smallJsonForm } from './small-form';
import { assertPlainJson, checkShape, NOT_JSON, parseJsonText } from './check-json';

export { MAX_JSON_DEPTH, NOT_JSON, assertPlainJson, checkShape, parseJsonText } from './check-json';

/**
 * The one request-parsing layer: every body, path parameter and query reaches
 * a handler through these validator middlewares (hono/validator) and a
 * superstruct shape, so a handler only ever sees typed, bounded values
 * (`c.req.valid('json' | 'param' | 'query' | 'form')`) and every bad input is a
 * 4xx naming what is wrong. Before any shape runs (superstruct recurses), a JSON
 * value is walked once, without recursion, for its depth and for NUL
 * characters, which PostgreSQL text cannot hold.
 */

export const BODY_MISSING = 'The request body is missing: send a JSON object.';
export const SEND_JSON = 'Send the request body as JSON (Content-Type: application/json).';
export const FORM_UNREADABLE = 'The form data could not be read.';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();

/** A middleware that leaves `Out` in `c.req.valid(target)`. */
export type Validated<Target extends 'json' | 'form', Out> = MiddlewareHandler<Env, string, { in: { [K in Target]: Out }; out: { [K in Target]: Out } }>;

/**
 * Runs a hono/validator middleware, turning its own parse failure (an
 * HTTPException thrown before the handler is reached) into our 400.
 */
async function runValidator(inner: MiddlewareHandler, c: Context, next: Next, onParseError: () => HttpError) {
  let reached = false;
  try {
    return await inner(c, async () => {
      reached = true;
      await next();
    });
  } catch (error) {
    if (!reached && error instanceof HTTPException && error.status === 400) throw onParseError();
    throw error;
  }
}

export interface JsonOptions {
  /** An empty body stands for `{}` (list calls: the first page). */
  optional?: boolean;
}

/**
 * The JSON body, checked against `shape`: `c.req.valid('json')`. A non-JSON
 * body (multipart included) is a 415 before a byte of it is read.
 */
export function json<T, S>(shape: Struct<T, S>, options: JsonOptions = {}): Validated<'json', T> {
  const inner = validator('json', (value: unknown) => {
    assertPlainJson(value);
    return checkShape(value, shape) as object;
  }) as MiddlewareHandler;
  const middleware: Validated<'json', T> = async (c, next) => {
    const type = mediaType(c);
    const declared = c.req.header('content-length');
    const mayHaveBody = c.req.raw.body !== null && declared !== '0';
    if (mayHaveBody && type && !JSON_MEDIA_TYPE.test(type)) throw new HttpError(415, SEND_JSON);
    const text = mayHaveBody ? await c.req.text() : '';
    if (text.trim() === '') {
      if (!options.optional) throw badRequest(BODY_MISSING, undefined, 'BODY_MISSING');
      c.req.addValidatedData('json', checkShape({}, shape) as object);
      return next();
    }
    if (!type) throw new HttpError(415, SEND_JSON);
    return runValidator(inner, c, next, () => badRequest(NOT_JSON, undefined, 'INVALID_JSON'));
  };
  return noting(middleware, { target: 'json', shape: shape as Struct<unknown, unknown> });
}

/** The path parameters, checked against `shape`: `c.req.valid('param')`. */
export function param<T, S>(shape: Struct<T, S>) {
  return noting(
    validator('param', (value: unknown) => checkShape(value, shape, 'address')),
    { target: 'param', shape: shape as Struct<unknown, unknown> },
  );
}

/** The query string, checked against `shape`: `c.req.valid('query')`. */
export function query<T, S>(shape: Struct<T, S>) {
  return noting(
    validator('query', (value: unknown) => checkShape(value, shape, 'query')),
    { target: 'query', shape: shape as Struct<unknown, unknown> },
  );
}

/** One part of a multipart form as it arrives: text, a file (or a JSON Blob), repeated parts as a list. */
export type FormValue = string | File | (string | File)[] | undefined;
export type PartReader<T> = (value: FormValue, name: string) => T | Promise<T>;
type PartsOf<R extends Record<string, PartReader<unknown>>> = { [K in keyof R]: Awaited<ReturnType<R[K]>> };

const isJsonBlob = (value: unknown): boolean => value instanceof Blob && /json/i.test(value.type);

/** A JSON part: a Blob with application/json (how src/api/http.ts sends objects) or a text field. */
export function jsonPart<T, S>(shape: Struct<T, S>, options: { optional?: boolean } = {}): PartReader<T> {
  const reader: PartReader<T> = async (value, name) => {
    if (value === undefined || value === '') {
      if (options.optional) return checkShape({}, shape, { part: name });
      throw badRequest(`The field "${name}" is required.`, { [name]: `The field "${name}" is required.` }, 'INVALID_FORM');
    }
    if (Array.isArray(value)) throw badRequest(`Send exactly one "${name}" field.`, undefined, 'INVALID_FORM');
    const text = typeof value === 'string' ? value : await value.text();
    return checkShape(parseJsonText(text, { part: name }), shape, { part: name });
  };
  return noting(reader, { shape: shape as Struct<unknown, unknown> });
}

/** A plain text part, checked against `shape` (e.g. bluedart's wbNo). */
export function textPart<T, S>(shape: Struct<T, S>): PartReader<T> {
  const reader: PartReader<T> = (value, name) => {
    if (Array.isArray(value) || value instanceof Blob) throw badRequest(`Send "${name}" as one text field.`, undefined, 'INVALID_FORM');
    if (value?.includes('\0')) throw badRequest(`The field "${name}" contains a NUL character.`);
    return checkShape(value, shape, { part: name });
  };
  return noting(reader, { shape: shape as Struct<unknown, unknown> });
}

/** Repeated file parts: between `min` and `max` real files (their bytes are checked where each is stored). */
export function fileParts(options: { min: number; max: number; tooFew: string; tooMany: string }): PartReader<File[]> {
  const reader: PartReader<File[]> = (value, name) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (list.length < options.min) throw badRequest(options.tooFew, { [name]: options.tooFew }, 'INVALID_FORM');
    if (list.length > options.max) throw badRequest(options.tooMany, { [name]: options.tooMany }, 'INVALID_FORM');
    const files: File[] = [];
    for (const item of list) {
      if (!(item instanceof File) || isJsonBlob(item)) throw badRequest(options.tooFew, { [name]: options.tooFew }, 'INVALID_FORM');
      if (item.name.includes('\0')) throw badRequest(`The file name of "${name}" contains a NUL character.`, undefined, 'INVALID_FORM');
      files.push(item);
    }
    return files;
  };
  return noting(reader, { files: true });
}

/**
 * A multipart (or urlencoded) form read part by part: `c.req.valid('form')`.
 * Files are refused except where a fileParts reader asks for them; other
 * undeclared text parts are ignored. The body is limited to `maxBytes`
 * (JSON_BODY_LIMIT unless the route takes uploads); a route that takes files
 * puts requireUser before this, so nobody anonymous gets a byte read.
 */
export function form<R extends Record<string, PartReader<unknown>>>(readers: R, options: { maxBytes?: number } = {}): Validated<'form', PartsOf<R>> {
  const limit = limitBody(options.maxBytes ?? JSON_BODY_LIMIT);
  const read = async (value: Record<string, FormValue>) => {
    const parts: Record<string, unknown> = {};
    for (const [name, part] of Object.entries(value)) {
      if (name in readers) continue;
      const list = Array.isArray(part) ? part : [part];
      if (list.some((v) => v instanceof File && !isJsonBlob(v))) throw badRequest(`This call takes no files (part "${name}").`, undefined, 'INVALID_FORM');
    }
    for (const [name, readPart] of Object.entries(readers)) parts[name] = await readPart(value[name], name);
    return parts;
  };
  const inner = validator('form', read) as MiddlewareHandler;
  const parts = Object.fromEntries(Object.entries(readers).map(([name, reader]) => [name, (checks.get(reader) as PartCheck | undefined) ?? null]));
  const middleware: Validated<'form', PartsOf<R>> = async (c, next) => {
    const type = mediaType(c);
    if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
      throw new HttpError(415, 'Send the request as multipart/form-data.', undefined, { code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    return limit(c, async () => {
      // The catalogue's small JSON forms skip undici's parser (server/http/small-form.ts); anything else goes through Hono's.
      const small = type === 'multipart/form-data' ? await smallJsonForm(c) : null;
      if (small) {
        c.req.addValidatedData('form', await read(small));
        await next();
        return;
      }
      await runValidator(inner, c, next, () => badRequest(FORM_UNREADABLE, undefined, 'INVALID_FORM'));
    });
  };
  return noting(middleware, { target: 'form', parts });
}
