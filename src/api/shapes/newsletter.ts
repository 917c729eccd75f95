import { Infer, nullable, number, optional, string, type } from 'superstruct';
import { optionalText } from './common';
import { PictureShape } from './picture';

/** A newsletter of POST /api/newsletter/list and GET /api/newsletter/{newsLetterId} (spec point 3: newsLetterId). */
export const NewsletterShape = type({
  newsLetterId: number(),
  title: string(),
  summary: optionalText,
  /** The body (HTML), present on the detail call. */
  content: optionalText,
  imageUrl: optionalText,
  /** The cover in several widths, when the club drew one (its own issues and events). */
  picture: optional(nullable(PictureShape)),
  publishedAt: optionalText,
});
export type Newsletter = Infer<typeof NewsletterShape>;
