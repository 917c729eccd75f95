import { NewsletterArticle } from '../newsletter/newsletter-article';

/** #/newsletter-details: no id in the route; the newsletter session says which issue (spec point 3). */
export function NewsletterDetailsPage() {
  return <NewsletterArticle />;
}
