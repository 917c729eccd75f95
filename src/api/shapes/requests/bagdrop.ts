import { Infer, nullable, optional, refine, type } from 'superstruct';
import { BAGDROP_LIMITS, BAGDROP_MESSAGES } from '../../../validation/bagdrop';
import { Id, intBetween, OptionalText, Text } from './parts';

/**
 * The `bagdrop` JSON part of POST /api/bagdrop/save: a member offering a bag to the club
 * (the photos go as repeated `files` parts). The server also checks that the condition is a
 * code of the CONDITION list and that the year is from FIRST_PURCHASE_YEAR to this year.
 */
export const NewBagdropShape = type({
  userId: Id,
  brand: refine(Text(BAGDROP_LIMITS.brand), 'rule:brand', (value) => value.trim() !== '' || BAGDROP_MESSAGES.brandRequired),
  /** The bag's model or name (`model` is read when `title` is absent). */
  title: OptionalText(BAGDROP_LIMITS.title),
  model: OptionalText(BAGDROP_LIMITS.title),
  colour: OptionalText(BAGDROP_LIMITS.colour),
  /** A code of the predefined CONDITION list: NEW_WITH_TAGS, EXCELLENT, GOOD, FAIR. */
  condition: OptionalText(BAGDROP_LIMITS.condition),
  purchaseYear: optional(nullable(intBetween(0, 9999))),
  /** `notes` is read when `description` is absent. */
  description: OptionalText(BAGDROP_LIMITS.description),
  notes: OptionalText(BAGDROP_LIMITS.description),
});
export type NewBagdrop = Infer<typeof NewBagdropShape>;
