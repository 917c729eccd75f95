import type { Queryable } from '../db/database';

// The SQL of editing, unpublishing and deleting newsletters and events (edit-content.ts decides).

export interface IssueRow {
  id: number;
  title: string;
  summary: string | null;
  content: string;
  image_url: string | null;
  published_at: Date | string;
  unpublished_at: Date | string | null;
}

export interface EventEditRow {
  id: number;
  title: string;
  description: string | null;
  starts_at: Date | string;
  city: string;
  venue: string;
  capacity: number;
  unpublished_at: Date | string | null;
  taken: number;
}

export interface IssueFields {
  title: string;
  summary: string | null;
  content: string;
  imageUrl: string | null;
  publishedAt: string;
}

export interface EventFields {
  title: string;
  description: string;
  startsAt: string;
  city: string;
  venue: string;
  capacity: number;
}

/** The issue, locked for the change; undefined when there is none. */
export async function lockIssue(tx: Queryable, id: number): Promise<IssueRow | undefined> {
  const result = await tx.query<IssueRow>(
    'select id, title, summary, content, image_url, published_at, unpublished_at from newsletters where id = $1 for update',
    [id],
  );
  return result.rows[0];
}

export async function updateIssue(tx: Queryable, id: number, fields: IssueFields, now: Date): Promise<void> {
  await tx.query('update newsletters set title = $2, summary = $3, content = $4, image_url = $5, published_at = $6, updated_at = $7 where id = $1', [
    id,
    fields.title,
    fields.summary,
    fields.content,
    fields.imageUrl,
    fields.publishedAt,
    now.toISOString(),
  ]);
}

/** Back to draft (`at` a moment) or published again (null). */
export async function setIssueUnpublished(tx: Queryable, id: number, at: Date | null): Promise<void> {
  await tx.query('update newsletters set unpublished_at = $2, updated_at = coalesce($2, now()) where id = $1', [id, at?.toISOString() ?? null]);
}

/** Nothing points at an issue, so it goes outright. */
export async function deleteIssue(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from newsletters where id = $1', [id]);
}

/** The event not deleted, locked for the change, with its seats taken; undefined when there is none. */
export async function lockEvent(tx: Queryable, id: number): Promise<EventEditRow | undefined> {
  const locked = await tx.query<{ id: number }>('select id from events where id = $1 and deleted_at is null for update', [id]);
  if (!locked.rows[0]) return undefined;
  const result = await tx.query<EventEditRow>(
    `select e.id, e.title, e.description, e.starts_at, e.city, e.venue, e.capacity, e.unpublished_at,
       (select count(*)::int from event_registrations r where r.event_id = e.id) as taken
     from events e where e.id = $1`,
    [id],
  );
  return result.rows[0];
}

export async function updateEvent(tx: Queryable, id: number, fields: EventFields, now: Date): Promise<void> {
  await tx.query('update events set title = $2, description = $3, starts_at = $4, city = $5, venue = $6, capacity = $7, updated_at = $8 where id = $1', [
    id,
    fields.title,
    fields.description,
    fields.startsAt,
    fields.city,
    fields.venue,
    fields.capacity,
    now.toISOString(),
  ]);
}

/** Back to draft (`at` a moment) or published again (null). */
export async function setEventUnpublished(tx: Queryable, id: number, at: Date | null): Promise<void> {
  await tx.query('update events set unpublished_at = $2, updated_at = coalesce($2, now()) where id = $1', [id, at?.toISOString() ?? null]);
}

/**
 * Deletes the event: outright when nobody registered, else the row stays (its registrations point at it and
 * are the members' history) marked deleted, hidden from members and the back office alike. Returns which.
 */
export async function deleteEvent(tx: Queryable, id: number, now: Date): Promise<'deleted' | 'hidden'> {
  const removed = await tx.query(
    'delete from events e where e.id = $1 and not exists (select 1 from event_registrations r where r.event_id = e.id) returning id',
    [id],
  );
  if (removed.rows.length > 0) return 'deleted';
  await tx.query('update events set deleted_at = $2 where id = $1', [id, now.toISOString()]);
  return 'hidden';
}

/** One in-app notification to every member registered for the event, in one statement however many seats were taken. */
export async function notifyRegistered(tx: Queryable, eventId: number, title: string, message: string, link: string): Promise<void> {
  await tx.query(
    `insert into notifications (to_user_id, title, message, link)
     select r.user_id, $2, $3, $4 from event_registrations r where r.event_id = $1 order by r.user_id`,
    [eventId, title, message, link],
  );
}
