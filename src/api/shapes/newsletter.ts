import { Infer, number, string, type } from 'superstruct';
import { optionalText } from './common';

/** A newsletter of POST /api/newsletter/list and GET /api/newsletter/{newsLetterId} (spec point 3: newsLetterId). */
export const NewsletterShape = type({
  newsLetterId: number(),
  title: string(),
  summary: optionalText,
  /** The body (HTML), present on the detail call. */
  content: optionalText,
  imageUrl: optionalText,
  publishedAt: optionalText,
});
export type Newsletter = Infer<typeof NewsletterShape>;
