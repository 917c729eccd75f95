import type { Metric } from 'web-vitals';

/**
 * Core Web Vitals to a collector, when one is configured with
 * `<meta name="tote-vitals-endpoint" content="https://…">`. Without it nothing is
 * loaded or sent. Uses sendBeacon so reporting never delays navigation.
 */
export function startVitalsReporting(doc: Document = document): void {
  const endpoint = doc.querySelector<HTMLMetaElement>('meta[name="tote-vitals-endpoint"]')?.content;
  if (!endpoint) return;
  void import('web-vitals').then(({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
    const send = (metric: Metric) => {
      const body = JSON.stringify({ name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, page: location.hash || '#/' });
      if (!navigator.sendBeacon?.(endpoint, body)) void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => {});
    };
    onCLS(send);
    onINP(send);
    onLCP(send);
    onFCP(send);
    onTTFB(send);
  });
}
