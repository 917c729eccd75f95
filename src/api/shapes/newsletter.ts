import { Infer, nullable, number, optional, string, type } from 'superstruct';
import { PictureShape } from './picture';

/** A newsletter of POST /api/newsletter/list and GET /api/newsletter/{newsLetterId}: the spec names newsLetterId only (point 3); the rest is ours. */
export const NewsletterShape = type({
  newsLetterId: number(),
  title: optional(string()),
  summary: optional(nullable(string())),
  /** The body (HTML), present on the detail call only. */
  content: optional(string()),
  imageUrl: optional(nullable(string())),
  /** The cover in several widths, when the club drew one (its own issues); null otherwise. */
  picture: optional(nullable(PictureShape)),
  /** ISO date-time. */
  publishedAt: optional(string()),
  /** Back office only: when an operator took it back to draft (members never see it then); null when published. */
  unpublishedAt: optional(nullable(string())),
});
export type Newsletter = Infer<typeof NewsletterShape>;
