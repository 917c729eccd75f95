import { Infer, number, string, type } from 'superstruct';
import { optionalText } from './common';

/** An event of POST /api/event/list. */
export const EventShape = type({
  eventId: number(),
  title: string(),
  description: optionalText,
  /** ISO date-time. */
  eventDate: optionalText,
  location: optionalText,
  imageUrl: optionalText,
});
export type ClubEvent = Infer<typeof EventShape>;

/** The body of POST /api/event/register. */
export interface EventRegistration {
  eventId: number;
  userId: number;
}
