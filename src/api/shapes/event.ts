import { boolean, Infer, nullable, number, optional, string, type } from 'superstruct';
import { optionalNumber, optionalText } from './common';
import { PictureShape } from './picture';

/** An event of POST /api/event/list. */
export const EventShape = type({
  eventId: number(),
  title: string(),
  description: optionalText,
  /** ISO date-time. */
  eventDate: optionalText,
  /** "venue, city" in one line; city and venue also come apart. */
  location: optionalText,
  city: optionalText,
  venue: optionalText,
  imageUrl: optionalText,
  /** The cover in several widths, when the club drew one (its own issues and events). */
  picture: optional(nullable(PictureShape)),
  capacity: optionalNumber,
  seatsLeft: optionalNumber,
  /** Present for a logged-in caller: whether they already hold a seat. */
  registered: optional(boolean()),
});
export type ClubEvent = Infer<typeof EventShape>;

/** The body of POST /api/event/register. */
export interface EventRegistration {
  eventId: number;
  userId: number;
}
