import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { json, query } from '../http/parse';
import { FunnelQueryShape, SnippetPreviewQueryShape, VisitRequestShape } from '../../src/api/shapes/requests/marketing';
import { requireMarketing } from '../http/require-marketing';
import { badRequest, ok, tooMany } from '../http/respond';
import { countVisit, indianDay, partnersFunnel } from '../marketing/marketing-service';
import { queryPaging } from './operator/params';
import type { OperatorEnv } from '../http/require-operator';
import { csvResponse, type CsvColumn } from '../http/csv-response';
import { recordExport } from '../operators/list-export';
import { indianDay as indianDayText } from '../text/csv';
import { partnerFunnel, type PartnerFunnelRow } from '../marketing/partner-funnel-record';
import { snippetPreviewPage } from '../marketing/snippet-preview-page';

/** The longest period the Partners page reads at once. */
export const MAX_FUNNEL_DAYS = 366;
const DAY_MS = 86_400_000;
const FunnelPaging = queryPaging(100, 200);
const PARTNER_COLUMNS: CsvColumn<PartnerFunnelRow>[] = [
  { heading: 'Partner id', cell: (p) => p.partnerId },
  { heading: 'Visits', cell: (p) => p.visits },
  { heading: 'Sign-ups', cell: (p) => p.signUps },
  { heading: 'Applications', cell: (p) => p.applications },
  { heading: 'Approvals', cell: (p) => p.approvals },
  { heading: 'Paid memberships', cell: (p) => p.paidMemberships },
  { heading: 'Revenue (₹, GST included)', cell: (p) => p.revenue.toFixed(2) },
  { heading: 'Taxable value (₹)', cell: (p) => p.taxable.toFixed(2) },
];
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;

/** /api/marketing: the partner pages' visit beacon (public, no personal data) and the Partners page (marketing or operators). */
export function marketingRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.post('/visits', json(VisitRequestShape), async (c) => {
    if (!(await countVisit(ctx, c.req.valid('json').partnerId))) throw tooMany('This partner page has reached today’s count of visits.', 3600);
    return c.body(null, 204);
  });

  /** The period asked for: the last 30 days unless one is chosen; at most a year, never backwards. */
  const period = (q: { from?: string; to?: string }) => {
    const to = q.to ?? indianDay(ctx.now());
    const from = q.from ?? new Date((dayNumber(to) - 29) * DAY_MS).toISOString().slice(0, 10);
    const days = dayNumber(to) - dayNumber(from);
    if (days < 0) throw badRequest('The period starts after it ends.', { from: 'on or before the end date' });
    if (days >= MAX_FUNNEL_DAYS)
      throw badRequest(`Choose a period of at most ${MAX_FUNNEL_DAYS} days.`, { to: `at most ${MAX_FUNNEL_DAYS} days after the start` });
    return { from, to };
  };

  // The snippet builder's preview frame: public (it shows only our widgets, no data of anyone's), on a policy of its own.
  app.get('/snippet-preview', query(SnippetPreviewQueryShape), (c) => {
    const q = c.req.valid('query');
    const preview = snippetPreviewPage(q.widgets, q.theme);
    c.header('Content-Security-Policy', preview.csp);
    c.header('Cache-Control', 'no-store');
    return c.html(preview.html);
  });

  app.use('/partners', requireMarketing(ctx));
  app.use('/partners.csv', requireMarketing(ctx));
  // Every partner page of the period, as a spreadsheet; audited as an export like the back office's tables.
  app.get('/partners.csv', query(FunnelQueryShape), async (c) => {
    const q = c.req.valid('query');
    const { from, to } = period(q);
    const filename = await recordExport(ctx.db, c.get('operator'), ctx.now(), 'partners', {
      from: indianDayText(from),
      to: indianDayText(to),
      partnerId: q.partnerId,
    });
    return csvResponse(c, filename, PARTNER_COLUMNS, async (page) => (await partnerFunnel(ctx.db, from, to, q.partnerId, page)).rows);
  });
  app.get('/partners', query(FunnelQueryShape), async (c) => {
    const q = c.req.valid('query');
    const { from, to } = period(q);
    return ok(c, await partnersFunnel(ctx, from, to, q.partnerId, FunnelPaging.of(q)));
  });
  return app;
}
