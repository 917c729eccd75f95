import { boolean, Infer, nullable, number, optional, string, type } from 'superstruct';
import { PictureShape } from './picture';

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
  imageUrl: nullable(string()),
  capacity: number(),
  seatsLeft: number(),
  /** The cover in several widths, when the club drew one (its own events); null otherwise. */
  picture: nullable(PictureShape),
  /** Present for a logged-in caller: whether they already hold a seat. */
  registered: optional(boolean()),
});
export type ClubEvent = Infer<typeof EventShape>;

/** The body of POST /api/event/register. */
export interface EventRegistration {
  eventId: number;
  userId: number;
}
