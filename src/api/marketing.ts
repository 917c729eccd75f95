import { request } from './http';
import { PartnersFunnelShape } from './shapes/marketing';
import type { FunnelQuery } from './shapes/requests/marketing';

// Marketing's calls (ours, not in the spec): the Partners page and the partner pages' visit beacon.

/** The funnel per partner page over `from`..`to` (yyyy-mm-dd, both included; the last 30 days when absent), a page of rows at a time. */
export const partnersFunnel = (period: Pick<FunnelQuery, 'from' | 'to' | 'page' | 'size'>) => {
  const params: Record<string, string> = {};
  if (period.from) params.from = period.from;
  if (period.to) params.to = period.to;
  if (period.page) params.page = String(period.page);
  if (period.size) params.size = String(period.size);
  return request('GET', '/api/marketing/partners', PartnersFunnelShape, { params, beyondSpec: true });
};

/** The funnel of every partner page over the period, as CSV (marketing or operators; the server audits the export). */
export const exportPartnersCsv = (period: Pick<FunnelQuery, 'from' | 'to'>) => {
  const params: Record<string, string> = {};
  if (period.from) params.from = period.from;
  if (period.to) params.to = period.to;
  return request<Blob>('GET', '/api/marketing/partners.csv', null, { params, responseType: 'blob', beyondSpec: true });
};
