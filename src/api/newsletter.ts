import { array } from 'superstruct';
import { request } from './http';
import type { NewsletterListQuery } from './shapes/requests/newsletter';
import { NewsletterShape, type Newsletter } from './shapes/newsletter';

/** POST /api/newsletter/list. */
export function listNewsletters(query: NewsletterListQuery = {}): Promise<Newsletter[]> {
  return request('POST', '/api/newsletter/list', array(NewsletterShape), { body: query });
}

/** GET /api/newsletter/{newsLetterId}. */
export function getNewsletter(newsLetterId: number): Promise<Newsletter> {
  return request('GET', `/api/newsletter/${newsLetterId}`, NewsletterShape);
}
