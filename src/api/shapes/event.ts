import { boolean, Infer, number, optional, string, type } from 'superstruct';
import { optionalNumber, optionalText } from './common';

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
