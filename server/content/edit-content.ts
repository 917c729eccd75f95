import type { ServerContext } from '../context';
import { invalidInput, notFound } from '../domain-error';
import { checkEvent, checkNewsletter, type EventInput, type NewsletterInput } from './publish-content';
import { findAnyEvent, type EventView } from '../events/event-records';
import { findAnyNewsletter, type NewsletterView } from '../newsletters/newsletter-records';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { eventCancelledNotice, eventChangedNotice, movedOrChanged, tellRegistered } from './event-change-notices';
import {
  deleteEvent as deleteEventRow,
  deleteIssue,
  type EventEditRow,
  type IssueRow,
  lockEvent,
  lockIssue,
  setEventUnpublished,
  setIssueUnpublished,
  updateEvent,
  updateIssue,
} from './content-edit-record';

// Operators change what they published: edit, take back to draft (members no longer see it), publish again,
// delete. Each change is one transaction with its audit row, before and after.

export const CONTENT_EDIT_MESSAGES = {
  noIssue: 'This newsletter does not exist (or was deleted).',
  noEvent: 'This event does not exist (or was deleted).',
  seatsBelowTaken: (taken: number) => `Seats cannot be fewer than the ${taken.toLocaleString('en-IN')} already taken.`,
} as const;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const issueAudit = (row: IssueRow) => ({
  title: row.title,
  summary: row.summary,
  imageUrl: row.image_url,
  publishedAt: iso(row.published_at),
  unpublishedAt: iso(row.unpublished_at),
  contentLength: row.content.length,
});

const eventAudit = (row: EventEditRow) => ({
  title: row.title,
  description: row.description,
  startsAt: iso(row.starts_at),
  city: row.city,
  venue: row.venue,
  capacity: row.capacity,
  unpublishedAt: iso(row.unpublished_at),
});

async function lockedIssue(tx: Parameters<typeof lockIssue>[0], id: number): Promise<IssueRow> {
  const row = await lockIssue(tx, id);
  if (!row) throw notFound(CONTENT_EDIT_MESSAGES.noIssue);
  return row;
}

async function lockedEvent(tx: Parameters<typeof lockEvent>[0], id: number): Promise<EventEditRow> {
  const row = await lockEvent(tx, id);
  if (!row) throw notFound(CONTENT_EDIT_MESSAGES.noEvent);
  return row;
}

/** Changes the issue's words, cover or publishing time (kept when none is sent); a draft stays a draft. */
export async function editNewsletter(ctx: ServerContext, actor: Actor, id: number, input: NewsletterInput): Promise<NewsletterView> {
  const checked = checkNewsletter(input);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockedIssue(tx, id);
    const fields = { ...checked, publishedAt: (checked.publishedAt ?? new Date(before.published_at)).toISOString() };
    await updateIssue(tx, id, fields, now);
    await writeAudit(tx, actor, now, {
      action: 'newsletter.edit',
      subjectType: 'newsletter',
      subjectId: id,
      summary: `Edited the newsletter “${fields.title}”`,
      before: issueAudit(before),
      after: issueAudit({
        ...before,
        title: fields.title,
        summary: fields.summary,
        content: fields.content,
        image_url: fields.imageUrl,
        published_at: fields.publishedAt,
      }),
    });
  });
  return (await findAnyNewsletter(ctx.db, id))!;
}

/** Takes the issue back to draft (`published` false: members no longer list or open it) or publishes it again. */
export async function setNewsletterPublished(ctx: ServerContext, actor: Actor, id: number, published: boolean): Promise<NewsletterView> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockedIssue(tx, id);
    if ((before.unpublished_at === null) === published) return;
    await setIssueUnpublished(tx, id, published ? null : now);
    await writeAudit(tx, actor, now, {
      action: published ? 'newsletter.republish' : 'newsletter.unpublish',
      subjectType: 'newsletter',
      subjectId: id,
      summary: `${published ? 'Published again' : 'Unpublished (back to draft)'} the newsletter “${before.title}”`,
      before: { unpublishedAt: iso(before.unpublished_at) },
      after: { unpublishedAt: published ? null : now.toISOString() },
    });
  });
  return (await findAnyNewsletter(ctx.db, id))!;
}

export async function deleteNewsletter(ctx: ServerContext, actor: Actor, id: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockedIssue(tx, id);
    await deleteIssue(tx, id);
    await writeAudit(tx, actor, now, {
      action: 'newsletter.delete',
      subjectType: 'newsletter',
      subjectId: id,
      summary: `Deleted the newsletter “${before.title}”`,
      before: issueAudit(before),
    });
  });
}

/** Changes the event; a start already past may stay, a moved one must be in the future; seats never below those taken. */
export async function editEvent(ctx: ServerContext, actor: Actor, id: number, input: EventInput): Promise<EventView> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockedEvent(tx, id);
    const checked = checkEvent(ctx, input, new Date(before.starts_at));
    if (checked.capacity < before.taken) {
      const message = CONTENT_EDIT_MESSAGES.seatsBelowTaken(before.taken);
      throw invalidInput(message, { capacity: message });
    }
    const fields = { ...checked, startsAt: checked.startsAt.toISOString() };
    await updateEvent(tx, id, fields, now);
    const was = { title: before.title, startsAt: before.starts_at, venue: before.venue, city: before.city };
    if (before.taken > 0 && movedOrChanged(was, fields)) await tellRegistered(tx, id, eventChangedNotice(was, fields));
    await writeAudit(tx, actor, now, {
      action: 'event.edit',
      subjectType: 'event',
      subjectId: id,
      summary: `Edited the event “${fields.title}”`,
      before: eventAudit(before),
      after: eventAudit({ ...before, ...fields, starts_at: fields.startsAt }),
    });
  });
  return (await findAnyEvent(ctx.db, id))!;
}

/** Takes the event back to draft (members no longer see it or register) or publishes it again. */
export async function setEventPublished(ctx: ServerContext, actor: Actor, id: number, published: boolean): Promise<EventView> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockedEvent(tx, id);
    if ((before.unpublished_at === null) === published) return;
    await setEventUnpublished(tx, id, published ? null : now);
    await writeAudit(tx, actor, now, {
      action: published ? 'event.republish' : 'event.unpublish',
      subjectType: 'event',
      subjectId: id,
      summary: `${published ? 'Published again' : 'Unpublished (back to draft)'} the event “${before.title}”`,
      before: { unpublishedAt: iso(before.unpublished_at) },
      after: { unpublishedAt: published ? null : now.toISOString() },
    });
  });
  return (await findAnyEvent(ctx.db, id))!;
}

/** Deletes the event; one members registered for stays as a hidden row, so their registrations keep what they point at. */
export async function deleteEvent(ctx: ServerContext, actor: Actor, id: number): Promise<{ kept: boolean }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockedEvent(tx, id);
    // Told before the row may go: the registrations it is read from go with it.
    if (before.taken > 0)
      await tellRegistered(tx, id, eventCancelledNotice({ title: before.title, startsAt: before.starts_at, venue: before.venue, city: before.city }));
    const how = await deleteEventRow(tx, id, now);
    await writeAudit(tx, actor, now, {
      action: 'event.delete',
      subjectType: 'event',
      subjectId: id,
      summary: `Deleted the event “${before.title}”${how === 'hidden' ? ` (kept hidden: ${before.taken} registered)` : ''}`,
      before: { ...eventAudit(before), registered: before.taken },
      after: how === 'hidden' ? { deletedAt: now.toISOString() } : null,
    });
    return { kept: how === 'hidden' };
  });
}
