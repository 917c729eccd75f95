import { Infer, optional, refine, string, type } from 'superstruct';
import { isPartnerId, PARTNER_ID_MESSAGE } from '../../../validation/partner-id';
import { IsoDateText, queryPagingFields } from './parts';

export const PartnerIdText = refine(string(), 'partnerId', (value) => isPartnerId(value) || PARTNER_ID_MESSAGE);

/** POST /api/marketing/visits: one page view of a partner page, no personal data. */
export const VisitRequestShape = type({ partnerId: PartnerIdText });
export type VisitRequest = Infer<typeof VisitRequestShape>;

/** The query of GET /api/marketing/partners: the period (yyyy-mm-dd, both included), one partner page and a page of rows (`page` from 0, `size` 1-200), all optional. */
export const FunnelQueryShape = type({
  from: optional(IsoDateText),
  to: optional(IsoDateText),
  partnerId: optional(PartnerIdText),
  ...queryPagingFields(200),
});
export type FunnelQuery = Infer<typeof FunnelQueryShape>;
