import { boolean, Infer, nullable, number, optional, string, type } from 'superstruct';
import { optionalText } from './common';

/** An event of POST /api/event/list. */
export const EventShape = type({
  eventId: number(),
  title: string(),
  description: nullable(string()),
  /** ISO date-time. */
  eventDate: string(),
  /** "venue, city" in one line; city and venue also come apart. */
  location: string(),
  city: string(),
  venue: string(),
  imageUrl: optionalText,
  capacity: number(),
  seatsLeft: number(),
  /** Present for a logged-in caller: whether they already hold a seat. */
  registered: optional(boolean()),
});
export type ClubEvent = Infer<typeof EventShape>;

/** The body of POST /api/event/register. */
export interface EventRegistration {
  eventId: number;
  userId: number;
}
