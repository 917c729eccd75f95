import { boolean, Infer, nullable, number, optional, string, type } from 'superstruct';
import { PictureShape } from './picture';

/** An event of POST /api/event/list: the spec shows none of its fields, so all are ours and optional but the id we register with. */
export const EventShape = type({
  eventId: number(),
  title: optional(string()),
  description: optional(nullable(string())),
  /** ISO date-time. */
  eventDate: optional(string()),
  /** "venue, city" in one line; city and venue also come apart. */
  location: optional(string()),
  city: optional(string()),
  venue: optional(string()),
  imageUrl: optional(nullable(string())),
  capacity: optional(number()),
  seatsLeft: optional(number()),
  /** The cover in several widths, when the club drew one (its own events); null otherwise. */
  picture: optional(nullable(PictureShape)),
  /** Present for a logged-in caller: whether they already hold a seat. */
  registered: optional(boolean()),
  /** Back office only: when an operator took it back to draft (members never see it then); null when published. */
  unpublishedAt: optional(nullable(string())),
});
export type ClubEvent = Infer<typeof EventShape>;
