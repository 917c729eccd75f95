import { $config } from '../config/widget-config';
import type { VisitRequest } from '../api/shapes/requests/marketing';

const counted = new Set<string>();

/**
 * One visit of a partner page (a page view with a `partner-id` widget) for
 * marketing's funnel: a single POST per page load and partner id, carrying
 * nothing but the id: no cookie, no stored id, no credentials. Sent once the
 * page's widgets have read their attributes (api-base may come on a later
 * element); a failure is ignored, the page never waits for it.
 */
export function countPartnerVisit(partnerId: string): void {
  if (counted.has(partnerId) || typeof fetch !== 'function') return;
  counted.add(partnerId);
  queueMicrotask(() => {
    void fetch(`${$config.get().apiBase}/api/marketing/visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerId } satisfies VisitRequest),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  });
}
