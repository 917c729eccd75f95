import { Infer, optional, pattern, refine, size, string, type } from 'superstruct';
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

/**
 * The query of GET /api/marketing/snippet-preview, the snippet builder's preview page: the widgets' tags
 * (comma separated) and the changed theme colours (`--tote-accent:#aa3366;…`). Both are checked to the
 * character, so nothing in them can break out of the page's attribute, script address or style rule.
 */
export const SnippetPreviewQueryShape = type({
  widgets: pattern(size(string(), 1, 200), /^tote-[a-z]+(,tote-[a-z]+)*$/),
  theme: optional(pattern(size(string(), 0, 400), /^(--tote-[a-z-]+:#[0-9a-fA-F]{6};)*$/)),
});
export type SnippetPreviewQuery = Infer<typeof SnippetPreviewQueryShape>;
