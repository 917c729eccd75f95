import type { ServerContext } from '../context';
import { eventRegistered } from '../notifications/member-events';
import { type EventView, registerForEvent } from './event-records';

/** POST /api/event/register: one seat for the member, and a notification saying so, in one transaction. */
export function takeSeat(ctx: ServerContext, eventId: number, userId: number): Promise<EventView> {
  return ctx.db.transaction(async (tx) => {
    const seat = await registerForEvent(tx, eventId, userId, ctx.now());
    await eventRegistered(tx, userId, { title: seat.title, startsAt: seat.eventDate, venue: seat.venue, city: seat.city });
    return seat;
  });
}
