import type { Queryable } from '../db/database';
import { scenePicture } from '../pictures/picture-set';
import type { Newsletter } from '../../src/api/shapes/newsletter';

/** A newsletter as the client reads it (src/api/shapes/newsletter.ts); the HTML body only on the detail call, the list stays light. */
/** Our own server always fills our optional fields. */
export type NewsletterView = Newsletter & Required<Pick<Newsletter, 'title' | 'summary' | 'imageUrl' | 'picture' | 'publishedAt'>>;

export interface NewNewsletter {
  slug: string;
  title: string;
  summary?: string | null;
  content: string;
  imageUrl?: string | null;
  publishedAt: string;
}

interface NewsletterRow {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  content: string;
  image_url: string | null;
  published_at: Date | string;
  unpublished_at?: Date | string | null;
}

function toView(row: NewsletterRow, withContent: boolean): NewsletterView {
  // An issue published with its own image keeps it; the club's issues get their drawn cover.
  const picture = row.image_url ? null : scenePicture('newsletter', row.slug);
  return {
    newsLetterId: row.id,
    title: row.title,
    summary: row.summary,
    imageUrl: row.image_url ?? picture?.src ?? null,
    picture,
    publishedAt: new Date(row.published_at).toISOString(),
    ...(withContent ? { content: row.content } : {}),
    // The back office's rows say whether the issue is back to draft; members' answers never carry one.
    ...(row.unpublished_at !== undefined ? { unpublishedAt: row.unpublished_at ? new Date(row.unpublished_at).toISOString() : null } : {}),
  };
}

/** What members may read: published (not dated in the future) and not taken back to draft. */
const SHOWN = 'published_at <= $1 and unpublished_at is null';

/** Published issues (not dated in the future), newest first. */
export async function listNewsletters(db: Queryable, now: Date, page: { offset: number; limit: number }): Promise<NewsletterView[]> {
  const result = await db.query<NewsletterRow>(
    `select id, slug, title, summary, content, image_url, published_at from newsletters
     where ${SHOWN} order by published_at desc, id desc offset $2 limit $3`,
    [now.toISOString(), page.offset, page.limit],
  );
  return result.rows.map((row) => toView(row, false));
}

export async function findNewsletter(db: Queryable, id: number, now: Date): Promise<NewsletterView | null> {
  const result = await db.query<NewsletterRow>(
    `select id, slug, title, summary, content, image_url, published_at from newsletters where ${SHOWN} and id = $2`,
    [now.toISOString(), id],
  );
  return result.rows[0] ? toView(result.rows[0], true) : null;
}

/** Adds the issue unless one with its slug exists; returns whether it was added. */
export async function insertNewsletter(db: Queryable, issue: NewNewsletter): Promise<boolean> {
  const result = await db.query(
    `insert into newsletters (slug, title, summary, content, image_url, published_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (slug) do nothing returning id`,
    [issue.slug, issue.title, issue.summary ?? null, issue.content, issue.imageUrl ?? null, issue.publishedAt],
  );
  return result.rows.length > 0;
}

/** Every issue, scheduled ones included, newest first (the back office). */
export async function listAllNewsletters(db: Queryable, page: { offset: number; limit: number }): Promise<NewsletterView[]> {
  const result = await db.query<NewsletterRow>(
    'select id, slug, title, summary, content, image_url, published_at, unpublished_at from newsletters order by published_at desc, id desc offset $1 limit $2',
    [page.offset, page.limit],
  );
  return result.rows.map((row) => toView(row, false));
}

/** Adds an issue under a slug not yet taken (numbered when it is); returns it with its content. */
export async function insertNewsletterNumbered(db: Queryable, issue: NewNewsletter): Promise<NewsletterView> {
  for (let n = 1; ; n++) {
    const result = await db.query<NewsletterRow>(
      `insert into newsletters (slug, title, summary, content, image_url, published_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (slug) do nothing returning id, title, summary, content, image_url, published_at`,
      [n === 1 ? issue.slug : `${issue.slug}-${n}`, issue.title, issue.summary ?? null, issue.content, issue.imageUrl ?? null, issue.publishedAt],
    );
    if (result.rows[0]) return toView(result.rows[0], true);
  }
}

/** Any issue, a draft or scheduled one too, with its content and whether it is a draft again (the back office). */
export async function findAnyNewsletter(db: Queryable, id: number): Promise<NewsletterView | null> {
  const result = await db.query<NewsletterRow>(
    'select id, slug, title, summary, content, image_url, published_at, unpublished_at from newsletters where id = $1',
    [id],
  );
  return result.rows[0] ? toView(result.rows[0], true) : null;
}
