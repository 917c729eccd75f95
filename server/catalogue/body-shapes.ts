import { coerce, integer, nullable, optional, refine, string } from 'superstruct';
import { isIsoDate } from './iso-date';

// Shared pieces of the catalogue, booking and waiting-list request bodies.

/** An id; a numeric string ("12") is accepted too, as some callers keep ids as text. */
export const Id = coerce(integer(), string(), (value) => (/^\d+$/.test(value) ? Number(value) : value));

/** A calendar day as yyyy-mm-dd. */
export const IsoDateText = refine(string(), 'date', (value) => isIsoDate(value) || 'a calendar date as yyyy-mm-dd');

export const optionalInt = optional(nullable(integer()));
export const optionalString = optional(nullable(string()));
