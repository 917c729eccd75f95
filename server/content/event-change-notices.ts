import type { Queryable } from '../db/database';
import { notifyRegistered } from './content-edit-record';

// Members who took a seat are told, in the transaction that makes the change, when the event moves (day, time
// or place) or is called off. Events send no SMS or e-mail of their own (a registration is an in-app
// notification too), so the bell is the channel here as well.

/** Where and when an event is, as its members read it. */
export interface EventPlace {
  title: string;
  startsAt: Date | string;
  venue: string;
  city: string;
}

/** "Sat, 6 Dec 2026, 6:00 pm", India time: an event is a moment, not only a day. */
export function eventMoment(at: Date | string): string {
  const moment = new Date(at);
  const day = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(moment);
  const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' }).format(moment);
  // Some ICU versions put a narrow no-break space before "pm": plain spaces for SMS-safe, searchable text.
  return `${day}, ${time.toLowerCase().replace(/\s/g, ' ')}`;
}

const place = (e: EventPlace) => `${e.venue}, ${e.city}`;

/** Whether members who registered need telling: the day, time or place changed (a new title or description alone does not). */
export function movedOrChanged(before: EventPlace, after: EventPlace): boolean {
  return new Date(before.startsAt).getTime() !== new Date(after.startsAt).getTime() || before.venue !== after.venue || before.city !== after.city;
}

/** The notification of a moved event: what it is now, what it was, and that the seat is kept. */
export function eventChangedNotice(before: EventPlace, after: EventPlace): { title: string; message: string } {
  const whenChanged = new Date(before.startsAt).getTime() !== new Date(after.startsAt).getTime();
  const whereChanged = place(before) !== place(after);
  const dayOf = (at: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(at));
  const when = !whenChanged ? null : dayOf(before.startsAt) === dayOf(after.startsAt) ? 'time' : 'date';
  const what = [when, whereChanged ? 'place' : null].filter(Boolean).join(' and ');
  return {
    title: `Changed: ${after.title}`,
    message: `The ${what} of ${after.title} changed. It is now on ${eventMoment(after.startsAt)} at ${place(after)} (it was ${eventMoment(before.startsAt)} at ${place(before)}). Your seat is kept; nothing else is needed from you.`,
  };
}

/** The notification of a called-off event. */
export function eventCancelledNotice(event: EventPlace): { title: string; message: string } {
  return {
    title: `Cancelled: ${event.title}`,
    message: `We are sorry: ${event.title} on ${eventMoment(event.startsAt)} at ${place(event)} will not take place. Your seat is released; nothing else is needed from you.`,
  };
}

/** Tells every member registered for the event. */
export async function tellRegistered(tx: Queryable, eventId: number, notice: { title: string; message: string }): Promise<void> {
  await notifyRegistered(tx, eventId, notice.title, notice.message, '/newsletter');
}
