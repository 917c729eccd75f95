import type { Queryable } from '../db/database';
import { scenePicture } from '../pictures/picture-set';
import { conflict, notFound } from '../domain-error';
import type { ClubEvent } from '../../src/api/shapes/event';

/** An event as the client reads it (src/api/shapes/event.ts), where our own server always fills our optional fields. */
export type EventView = ClubEvent &
  Required<Pick<ClubEvent, 'title' | 'description' | 'eventDate' | 'location' | 'city' | 'venue' | 'imageUrl' | 'capacity' | 'seatsLeft' | 'picture'>>;

export interface NewEvent {
  slug: string;
  title: string;
  description: string;
  startsAt: string;
  city: string;
  venue: string;
  capacity: number;
}

interface EventRow {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  starts_at: Date | string;
  city: string;
  venue: string;
  capacity: number;
  taken: number;
  mine: boolean | null;
  unpublished_at?: Date | string | null;
}

export const ALREADY_REGISTERED = 'You are already registered for this event';
export const EVENT_FULL = 'Sorry, this event is full.';
export const EVENT_PAST = 'This event has already taken place.';

function toView(row: EventRow, withMine: boolean): EventView {
  const picture = scenePicture('event', row.slug);
  return {
    eventId: row.id,
    title: row.title,
    description: row.description,
    eventDate: new Date(row.starts_at).toISOString(),
    city: row.city,
    venue: row.venue,
    location: `${row.venue}, ${row.city}`,
    capacity: row.capacity,
    seatsLeft: Math.max(0, row.capacity - row.taken),
    imageUrl: picture?.src ?? null,
    picture,
    ...(withMine ? { registered: Boolean(row.mine) } : {}),
    // The back office's rows say whether the event is back to draft; members' answers never carry one.
    ...(row.unpublished_at !== undefined ? { unpublishedAt: row.unpublished_at ? new Date(row.unpublished_at).toISOString() : null } : {}),
  };
}

const SELECT = `select e.id, e.slug, e.title, e.description, e.starts_at, e.city, e.venue, e.capacity,
  (select count(*)::int from event_registrations r where r.event_id = e.id) as taken,
  exists (select 1 from event_registrations r where r.event_id = e.id and r.user_id = $1) as mine
  from events e`;

/** What members may see: neither taken back to draft nor deleted. */
const SHOWN = 'e.unpublished_at is null and e.deleted_at is null';

/** Upcoming events (not yet started), soonest first. */
export async function listUpcomingEvents(db: Queryable, now: Date, viewerId: number | null, page: { offset: number; limit: number }): Promise<EventView[]> {
  const result = await db.query<EventRow>(`${SELECT} where ${SHOWN} and e.starts_at > $2 order by e.starts_at, e.id offset $3 limit $4`, [
    viewerId ?? 0,
    now.toISOString(),
    page.offset,
    page.limit,
  ]);
  return result.rows.map((row) => toView(row, viewerId !== null));
}

export async function countUpcomingEvents(db: Queryable, now: Date): Promise<number> {
  const result = await db.query<{ n: number }>(`select count(*)::int as n from events e where ${SHOWN} and e.starts_at > $1`, [now.toISOString()]);
  return result.rows[0].n;
}

/**
 * Takes one seat for the member, or refuses: 404 unknown event, 409 already
 * registered, past or full. The event row is locked so two last-seat requests
 * cannot both get it.
 */
export async function registerForEvent(tx: Queryable, eventId: number, userId: number, now: Date): Promise<EventView> {
  const locked = await tx.query<{ id: number }>(`select e.id from events e where ${SHOWN} and e.id = $1 for update`, [eventId]);
  if (!locked.rows[0]) throw notFound('This event does not exist.');
  const current = (await tx.query<EventRow>(`${SELECT} where e.id = $2`, [userId, eventId])).rows[0];
  if (current.mine) throw conflict(ALREADY_REGISTERED);
  if (new Date(current.starts_at).getTime() <= now.getTime()) throw conflict(EVENT_PAST);
  if (current.taken >= current.capacity) throw conflict(EVENT_FULL);
  await tx.query('insert into event_registrations (event_id, user_id) values ($1, $2)', [eventId, userId]);
  return toView({ ...current, taken: current.taken + 1, mine: true }, true);
}

export async function insertEvent(db: Queryable, event: NewEvent): Promise<boolean> {
  const result = await db.query(
    `insert into events (slug, title, description, starts_at, city, venue, capacity)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (slug) do nothing returning id`,
    [event.slug, event.title, event.description, event.startsAt, event.city, event.venue, event.capacity],
  );
  return result.rows.length > 0;
}

/**
 * Every event not deleted, upcoming first then past, with seats taken and whether it is a draft again (the back office).
 * Each half is read from events_starts_at in its own order, only as far as the page reaches, so a page costs about its
 * offset, not the whole table.
 */
export async function listAllEvents(db: Queryable, now: Date, page: { offset: number; limit: number }): Promise<EventView[]> {
  const listed = SELECT.replace(' as mine', ' as mine, e.unpublished_at');
  const result = await db.query<EventRow>(
    `select * from (
       (${listed} where e.deleted_at is null and e.starts_at > $2 order by e.starts_at, e.id limit $5)
       union all
       (${listed} where e.deleted_at is null and e.starts_at <= $2 order by e.starts_at desc, e.id limit $5)
     ) x order by (x.starts_at > $2) desc, case when x.starts_at > $2 then x.starts_at end, x.starts_at desc, x.id offset $3 limit $4`,
    [0, now.toISOString(), page.offset, page.limit, page.offset + page.limit],
  );
  return result.rows.map((row) => toView(row, false));
}

/** Adds an event under a slug not yet taken (numbered when it is). */
export async function insertEventNumbered(db: Queryable, event: NewEvent): Promise<EventView> {
  for (let n = 1; ; n++) {
    const result = await db.query<{ id: number }>(
      `insert into events (slug, title, description, starts_at, city, venue, capacity) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (slug) do nothing returning id`,
      [n === 1 ? event.slug : `${event.slug}-${n}`, event.title, event.description, event.startsAt, event.city, event.venue, event.capacity],
    );
    if (result.rows[0]) return toView((await db.query<EventRow>(`${SELECT} where e.id = $2`, [0, result.rows[0].id])).rows[0], false);
  }
}

/** Any event not deleted, a draft too, with whether it is one (the back office). */
export async function findAnyEvent(db: Queryable, id: number): Promise<EventView | null> {
  const result = await db.query<EventRow>(`${SELECT.replace(' as mine', ' as mine, e.unpublished_at')} where e.deleted_at is null and e.id = $2`, [0, id]);
  return result.rows[0] ? toView(result.rows[0], false) : null;
}
