import { Infer, nullable, number, optional, string, type } from 'superstruct';
import { PictureShape } from './picture';

/** A newsletter of POST /api/newsletter/list and GET /api/newsletter/{newsLetterId} (spec point 3: newsLetterId). */
export const NewsletterShape = type({
  newsLetterId: number(),
  title: string(),
  summary: nullable(string()),
  /** The body (HTML), present on the detail call only. */
  content: optional(string()),
  imageUrl: nullable(string()),
  /** The cover in several widths, when the club drew one (its own issues); null otherwise. */
  picture: nullable(PictureShape),
  /** ISO date-time. */
  publishedAt: string(),
});
export type Newsletter = Infer<typeof NewsletterShape>;
