import { coerce, enums, Infer, integer, nullable, number, optional, refine, size, string, type } from 'superstruct';
import { isIsoDate } from '../../../validation/iso-date';

// Building blocks of the request shapes: the client's request types are inferred
// from those shapes, and the server validates with the same ones (server/http/parse.ts).
// Numbers are bounded so nothing outside PostgreSQL's int4 (or Infinity) reaches SQL.

/** PostgreSQL's largest int4: ids are serials. */
export const INT4_MAX = 2_147_483_647;
/** The deepest page anyone pages to; keeps OFFSET small and finite. */
export const MAX_PAGE = 100_000;

/** A whole number from `min` to `max`. */
export const intBetween = (min: number, max: number) =>
  refine(integer(), 'range', (value) => (value >= min && value <= max) || `a whole number from ${min} to ${max}`);

const digitsToNumber = (value: string) => (/^\d{1,12}$/.test(value) ? Number(value) : value);

/** A row id (1 to INT4_MAX); a numeric string ("12") is accepted too, as some callers keep ids as text. */
export const Id = refine(coerce(integer(), string(), digitsToNumber), 'id', (value) => (value >= 1 && value <= INT4_MAX) || `an id from 1 to ${INT4_MAX}`);
export const OptionalId = optional(nullable(Id));

/** An id in a path segment (always text there). */
export const IdParam = Id;

/** A finite amount of money, never negative. */
export const Amount = refine(number(), 'amount', (value) => (Number.isFinite(value) && value >= 0 && value <= 100_000_000) || 'an amount from 0 to 100000000');

/** Text of at most `max` characters (NUL is refused for every JSON body before shapes run). */
export const Text = (max: number) => size(string(), 0, max);
export const OptionalText = (max: number) => optional(nullable(Text(max)));

/** Text in a path segment or a query: at most `max` characters, no NUL. */
export const ParamText = (max: number) => refine(Text(max), 'text', (value) => !value.includes('\0') || 'text without NUL characters');

/** A calendar day as yyyy-mm-dd. */
export const IsoDateText = refine(string(), 'date', (value) => isIsoDate(value) || 'a calendar date as yyyy-mm-dd');

/** A whole number from `min` to `max` in a query string (always text there). */
export const QueryInt = (min: number, max: number) =>
  refine(coerce(integer(), string(), digitsToNumber), 'range', (value) => (value >= min && value <= max) || `a whole number from ${min} to ${max}`);

/** The paging fields of a list call's body: `page` counts from 0, `size` from 1 to `maxSize`. */
export const pagingFields = (maxSize: number) => ({
  page: optional(nullable(intBetween(0, MAX_PAGE))),
  size: optional(nullable(intBetween(1, maxSize))),
});

/** A body whose fields are all ignored: an empty object (or no body, where the route allows it). */
export const EmptyBodyShape = type({});
export type EmptyBody = Infer<typeof EmptyBodyShape>;

/** The paging of a back-office list in its query string: 0-based `page`, `size` from 1 to `maxSize`. */
export const queryPagingFields = (maxSize: number) => ({ page: optional(QueryInt(0, MAX_PAGE)), size: optional(QueryInt(1, maxSize)) });

/** A search typed into a back-office list. */
export const SearchText = optional(ParamText(100));

/** One of `values` in the query string, optional. */
export const QueryChoice = <T extends string>(values: readonly T[]) => optional(enums(values));

/** A list's order in its query string: `sort`, one of the list's `columns` (each has an index or a small list behind it), and `dir`. */
export const querySortFields = <T extends string>(columns: readonly T[]) => ({ sort: QueryChoice(columns), dir: QueryChoice(['asc', 'desc'] as const) });
