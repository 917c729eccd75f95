import { readFileSync } from 'node:fs';
import { array, nullable, object, optional, string, validate } from 'superstruct';
import type { Queryable } from '../db/database';
import { insertNewsletter } from './newsletter-records';

const ExtraNewsletters = array(
  object({
    slug: string(),
    title: string(),
    summary: optional(nullable(string())),
    content: string(),
    imageUrl: optional(nullable(string())),
    publishedAt: string(),
  }),
);

/**
 * Operator hook: TOTE_EXTRA_NEWSLETTER_FILE names a JSON file with a list of
 * newsletters ({slug, title, summary?, content, imageUrl?, publishedAt}) seeded at
 * start, e.g. an issue written outside the app. The browser test uses it to publish
 * a hostile issue and prove the site never runs a script from a newsletter body.
 * A bad file stops the start with a clear message rather than being half applied.
 */
export async function loadExtraNewsletters(db: Queryable, file: string | undefined): Promise<number> {
  if (!file) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`TOTE_EXTRA_NEWSLETTER_FILE ${file} could not be read as JSON: ${(err as Error).message}`, { cause: err });
  }
  const [error, issues] = validate(parsed, ExtraNewsletters);
  if (error) throw new Error(`TOTE_EXTRA_NEWSLETTER_FILE ${file}: ${error.path.join('.') || 'top level'}: ${error.message}`);
  let added = 0;
  for (const issue of issues) if (await insertNewsletter(db, issue)) added += 1;
  return added;
}
