import type { Context } from 'hono';
import { type Struct, validate } from 'superstruct';
import { badRequest } from './respond';

/**
 * The JSON body of `c` checked against `shape`, or a 400 whose message says what
 * is wrong (malformed JSON, a missing field, a wrong type). Coercions declared
 * on the shape run first, so e.g. a numeric string can stand for a number.
 */
export async function readJson<T, S>(c: Context, shape: Struct<T, S>): Promise<T> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest('The request body could not be read.');
  }
  if (text.trim() === '') throw badRequest('The request body is missing: send a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  return checkShape(value, shape);
}

/** `value` checked against `shape`, or a 400 naming the first field that is wrong. */
export function checkShape<T, S>(value: unknown, shape: Struct<T, S>): T {
  const [error, result] = validate(value, shape, { coerce: true });
  if (!error) return result as T;
  const failure = error.failures()[0] ?? error;
  if (failure.path.length === 0) throw badRequest('The request body must be a JSON object.');
  const field = failure.path.join('.');
  if (failure.value === undefined) throw badRequest(`The field "${field}" is required.`);
  const expected = failure.refinement ? failure.message : `expected ${describeType(failure.type)}`;
  throw badRequest(`The field "${field}" is invalid: ${expected}.`);
}

function describeType(type: string): string {
  switch (type) {
    case 'string':
      return 'text';
    case 'number':
    case 'integer':
      return 'a number';
    case 'array':
      return 'a list';
    case 'type':
    case 'object':
      return 'an object';
    default:
      return `a value of type ${type}`;
  }
}
