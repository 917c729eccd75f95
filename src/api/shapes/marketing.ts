import { array, Infer, number, optional, string, type } from 'superstruct';

// Marketing's calls, /api/marketing/… (ours, not in the spec): the partner
// pages' visit beacon and the Partners page's funnel (their requests: requests/marketing.ts).

export const PartnerFunnelShape = type({
  partnerId: string(),
  visits: number(),
  signUps: number(),
  applications: number(),
  approvals: number(),
  paidMemberships: number(),
  /** Rupees, GST included. */
  revenue: number(),
  /** Rupees, the taxable value (GST excluded). */
  taxable: number(),
});
export type PartnerFunnel = Infer<typeof PartnerFunnelShape>;

/** GET /api/marketing/partners?from&to&page&size: the period as read (yyyy-mm-dd, IST), a page of rows per partner page and how many partner pages there are in all. */
export const PartnersFunnelShape = type({ from: string(), to: string(), partners: array(PartnerFunnelShape), total: optional(number()) });
export type PartnersFunnel = Infer<typeof PartnersFunnelShape>;
