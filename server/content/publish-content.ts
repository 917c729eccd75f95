import type { ServerContext } from '../context';
import { slugify } from '../catalogue/demo-catalogue';
import { isoDay } from '../catalogue/iso-date';
import { insertEventNumbered } from '../events/event-records';
import { hasControlCharacters } from '../text/control-characters';
import { invalidInput } from '../domain-error';
import { insertNewsletterNumbered } from '../newsletters/newsletter-records';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';

// Operators publish newsletters and club events from the back office (editing them: edit-content.ts).

export const CONTENT_LIMITS = { title: 120, summary: 300, content: 60_000, imageUrl: 500, description: 1000, city: 60, venue: 120, capacity: 10_000 } as const;

export interface NewsletterInput {
  title: string;
  summary?: string | null;
  /** HTML; the site sanitises it when showing it (formatting, links and images survive; scripts and handlers do not). */
  content: string;
  imageUrl?: string | null;
  /** ISO date-time; a later one schedules the issue. Default: now. */
  publishedAt?: string | null;
}

export interface EventInput {
  title: string;
  description?: string | null;
  /** ISO date-time, in the future. */
  startsAt: string;
  city: string;
  venue: string;
  capacity: number;
}

function text(
  errors: Record<string, string>,
  field: string,
  label: string,
  value: string | null | undefined,
  max: number,
  required: boolean,
  multiline = false,
): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) {
    if (required) errors[field] = `${label} is required.`;
  } else if (trimmed.length > max) errors[field] = `${label} must be at most ${max.toLocaleString('en-US')} characters.`;
  else if (hasControlCharacters(trimmed, multiline)) errors[field] = `${label} contains characters that are not allowed.`;
  return trimmed;
}

function moment(errors: Record<string, string>, field: string, label: string, value: string | null | undefined): Date | null {
  if (!value?.trim()) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value.trim())) {
    errors[field] = `${label} must be a date and time.`;
    return null;
  }
  return date;
}

function fail(errors: Record<string, string>): void {
  const first = Object.values(errors)[0];
  if (first) throw invalidInput(first, errors);
}

/** A cover image: a site path (/…) or an https address; nothing that could run. */
function imageUrl(errors: Record<string, string>, value: string | null | undefined): string | null {
  const url = text(errors, 'imageUrl', 'The image address', value, CONTENT_LIMITS.imageUrl, false);
  if (!url || errors.imageUrl) return null;
  if (!/^(https:\/\/[^\s"'<>]+|\/[^\s"'<>/][^\s"'<>]*)$/i.test(url)) errors.imageUrl = 'The image address must start with https:// or /.';
  return url;
}

/** The issue's fields checked and trimmed, or an invalid-input error naming each field at fault. */
export function checkNewsletter(input: NewsletterInput) {
  const errors: Record<string, string> = {};
  const title = text(errors, 'title', 'Title', input.title, CONTENT_LIMITS.title, true);
  const summary = text(errors, 'summary', 'Summary', input.summary, CONTENT_LIMITS.summary, false);
  const content = (input.content ?? '').trim();
  if (!content) errors.content = 'Content is required.';
  else if (content.length > CONTENT_LIMITS.content) errors.content = `Content must be at most ${CONTENT_LIMITS.content.toLocaleString('en-US')} characters.`;
  else if (hasControlCharacters(content, true)) errors.content = 'Content contains characters that are not allowed.';
  const image = imageUrl(errors, input.imageUrl);
  const publishedAt = moment(errors, 'publishedAt', 'The publishing time', input.publishedAt);
  fail(errors);
  return { title, summary: summary || null, content, imageUrl: image, publishedAt };
}

export async function publishNewsletter(ctx: ServerContext, actor: Actor, input: NewsletterInput) {
  const checked = checkNewsletter(input);
  const { title, content } = checked;
  const summary = checked.summary ?? '';
  const image = checked.imageUrl;
  const publishedAt = checked.publishedAt ?? ctx.now();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const issue = await insertNewsletterNumbered(tx, {
      slug: slugify(`${title} ${isoDay(publishedAt)}`).slice(0, 100) || `issue-${isoDay(publishedAt)}`,
      title,
      summary: summary || null,
      content,
      imageUrl: image,
      publishedAt: publishedAt.toISOString(),
    });
    await writeAudit(tx, actor, now, {
      action: 'newsletter.publish',
      subjectType: 'newsletter',
      subjectId: issue.newsLetterId,
      summary: `${publishedAt > now ? `Scheduled for ${publishedAt.toISOString()}` : 'Published'} the newsletter “${title}”`,
      after: { title, summary: summary || null, imageUrl: image, publishedAt: issue.publishedAt, contentLength: content.length },
    });
    return issue;
  });
}

/**
 * The event's fields checked and trimmed, or an invalid-input error naming each field at fault. An edit may
 * keep a start already past (`keptStart`); a new or moved start must be in the future.
 */
export function checkEvent(ctx: ServerContext, input: EventInput, keptStart?: Date) {
  const errors: Record<string, string> = {};
  const title = text(errors, 'title', 'Title', input.title, CONTENT_LIMITS.title, true);
  const description = text(errors, 'description', 'Description', input.description, CONTENT_LIMITS.description, false, true);
  const city = text(errors, 'city', 'City', input.city, CONTENT_LIMITS.city, true);
  const venue = text(errors, 'venue', 'Venue', input.venue, CONTENT_LIMITS.venue, true);
  const startsAt = moment(errors, 'startsAt', 'The start', input.startsAt);
  const moved = startsAt && startsAt.getTime() !== keptStart?.getTime();
  if (!startsAt && !errors.startsAt) errors.startsAt = 'The start is required.';
  else if (startsAt && moved && startsAt.getTime() <= ctx.now().getTime()) errors.startsAt = 'The event must start in the future.';
  const capacity = input.capacity;
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > CONTENT_LIMITS.capacity) {
    errors.capacity = `Seats must be a whole number from 1 to ${CONTENT_LIMITS.capacity.toLocaleString('en-US')}.`;
  }
  fail(errors);
  return { title, description, city, venue, startsAt: startsAt!, capacity };
}

export async function publishEvent(ctx: ServerContext, actor: Actor, input: EventInput) {
  const { title, description, city, venue, startsAt, capacity } = checkEvent(ctx, input);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const event = await insertEventNumbered(tx, {
      slug: slugify(`${city} ${title} ${isoDay(startsAt!)}`).slice(0, 100) || `event-${isoDay(startsAt!)}`,
      title,
      description,
      startsAt: startsAt!.toISOString(),
      city,
      venue,
      capacity,
    });
    await writeAudit(tx, actor, now, {
      action: 'event.publish',
      subjectType: 'event',
      subjectId: event.eventId,
      summary: `Published the event “${title}” in ${city} on ${event.eventDate}`,
      after: { title, description: description || null, startsAt: event.eventDate, city, venue, capacity },
    });
    return event;
  });
}
