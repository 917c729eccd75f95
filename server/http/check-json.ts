import { type Struct, validate } from 'superstruct';
import { badRequest } from './respond';

// The JSON checks every validator middleware of parse.ts runs: the walk for depth and NUL, the shape's
// check with a message naming the field. parse.ts re-exports them, so importers keep one module.

/** Deeper than any body the API takes (the filter body is 3 levels); refused before anything recursive runs. */
export const MAX_JSON_DEPTH = 16;

export const NOT_JSON = 'The request body is not valid JSON.';
/** Where a value came from, for messages: the body, the address (path) or the query string. */
export type Where = 'body' | 'address' | 'query' | { part: string };

const describeField = (field: string, where: Where) =>
  where === 'address' ? `The ${field} in the address` : where === 'query' ? `The query parameter "${field}"` : `The field "${field}"`;

/**
 * `value` walked without recursion: a 400 when it nests deeper than
 * MAX_JSON_DEPTH or when any text (or key) holds a NUL character.
 */
export function assertPlainJson(value: unknown, where: Where = 'body'): void {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  const prefix = typeof where === 'object' ? `${where.part}.` : '';
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\0')) {
        throw badRequest(`${describeField(prefix + (item.path || '(body)'), where)} contains a NUL character.`, undefined, 'INVALID_INPUT');
      }
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_JSON_DEPTH) {
      throw badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`, undefined, 'BODY_TOO_DEEP');
    }
    const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
    for (const [key, child] of entries) {
      const path = item.path ? `${item.path}.${key}` : String(key);
      if (typeof key === 'string' && key.includes('\0')) throw badRequest('A field name in the request contains a NUL character.');
      stack.push({ value: child, depth: item.depth + 1, path });
    }
  }
}

/** `value` checked against `shape` (coercions first), or a 400 naming the first field that is wrong. */
export function checkShape<T, S>(value: unknown, shape: Struct<T, S>, where: Where = 'body'): T {
  const [error, result] = validate(value, shape, { coerce: true });
  if (!error) return result as T;
  const failure = error.failures()[0] ?? error;
  // A rule of the dialogs (src/validation/shapes.ts): its own message, under its own field name.
  const rule = /^rule:(\w+)$/.exec(failure.refinement ?? '');
  if (rule) throw badRequest(failure.message, { [rule[1]]: failure.message });
  const part = typeof where === 'object' ? where.part : null;
  const field = [part, ...failure.path].filter((p) => p !== null).join('.');
  if (field === '') throw badRequest('The request body must be a JSON object.');
  const subject = describeField(field, where);
  if (failure.path.length === 0 && (failure.type === 'type' || failure.type === 'object')) throw badRequest(`${subject} must be a JSON object.`);
  if (failure.value === undefined) throw badRequest(`${subject} is required.`, { [field]: `${subject} is required.` });
  const expected = failure.refinement ? failure.message : `expected ${describeType(failure.type)}`;
  throw badRequest(`${subject} is invalid: ${expected}.`, { [field]: `${subject} is invalid: ${expected}.` });
}

function describeType(type: string): string {
  switch (type) {
    case 'string':
      return 'text';
    case 'number':
      return 'a number';
    case 'integer':
      return 'a whole number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'type':
    case 'object':
      return 'an object';
    case 'enums':
    case 'literal':
      return 'one of the allowed values';
    default:
      return `a value of type ${type}`;
  }
}

/** Parses JSON text, then walks it (depth, NUL) before any shape sees it. */
export function parseJsonText(text: string, where: Where = 'body'): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw typeof where === 'object'
      ? badRequest(`The field "${where.part}" is not valid JSON.`, undefined, 'INVALID_FORM')
      : badRequest(NOT_JSON, undefined, 'INVALID_JSON');
  }
  assertPlainJson(value, where);
  return value;
}
