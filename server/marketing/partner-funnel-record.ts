import type { Queryable } from '../db/database';

export interface PartnerFunnelRow {
  partnerId: string;
  visits: number;
  signUps: number;
  applications: number;
  approvals: number;
  paidMemberships: number;
  /** GST-inclusive rupees paid by the period's sign-ups (the orders' taxable value plus the GST inside the price). */
  revenue: number;
  /** The taxable value of that revenue (GST excluded). */
  taxable: number;
}

// A day of the Indian calendar: the club counts its days in IST wherever the server runs.
const IST = 'Asia/Kolkata';

/**
 * The funnel per partner page over the days `from`..`to` (yyyy-mm-dd, IST):
 * the period's sign-ups and how far each one got (an application, approval,
 * a paid order), with the visits counted on those days. The sign-ups are
 * found by (partner_id, created_at) so it stays an index range at any size;
 * a page of partner pages at a time, with how many there are in all.
 */
export async function partnerFunnel(
  db: Queryable,
  from: string,
  to: string,
  partnerId: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: PartnerFunnelRow[]; total: number }> {
  const rows = await db.query<{
    partner_id: string;
    visits: string;
    sign_ups: string;
    applications: string;
    approvals: string;
    paid: string;
    revenue: string;
    taxable: string;
    total: number;
  }>(
    `with cohort as (
       select u.id, u.partner_id from users u
        where u.partner_id is not null and ($4::text is null or u.partner_id = $4)
          and u.created_at >= ($1::date)::timestamp at time zone '${IST}'
          and u.created_at < ($2::date + 1)::timestamp at time zone '${IST}'
     ), paid as (
       select o.user_id, sum(o.amount + o.tax) as revenue, sum(o.amount) as taxable
         from orders o join cohort c on c.id = o.user_id
        where o.status in ('PAID', 'ACTIVATED')
        group by o.user_id
     ), signups as (
       select c.partner_id,
              count(*) as sign_ups,
              count(a.id) as applications,
              count(a.id) filter (where a.decision = 'APPROVED') as approvals,
              count(p.user_id) as paid,
              coalesce(sum(p.revenue), 0) as revenue,
              coalesce(sum(p.taxable), 0) as taxable
         from cohort c
         left join applications a on a.user_id = c.id
         left join paid p on p.user_id = c.id
        group by c.partner_id
     ), visits as (
       select partner_id, sum(visits) as visits from partner_visits
        where day between $1::date and $2::date and ($4::text is null or partner_id = $4)
        group by partner_id
     )
     select coalesce(s.partner_id, v.partner_id) as partner_id, coalesce(v.visits, 0) as visits,
            coalesce(s.sign_ups, 0) as sign_ups, coalesce(s.applications, 0) as applications,
            coalesce(s.approvals, 0) as approvals, coalesce(s.paid, 0) as paid,
            coalesce(s.revenue, 0) as revenue, coalesce(s.taxable, 0) as taxable, (count(*) over ())::int as total
       from signups s full join visits v on v.partner_id = s.partner_id
      order by coalesce(s.sign_ups, 0) desc, coalesce(v.visits, 0) desc, 1
      limit $3 offset $5`,
    [from, to, page.limit, partnerId ?? null, page.offset],
  );
  // A page past the end has no row to carry the total: count again without paging (rare, and only then).
  const total = rows.rows[0]?.total ?? (page.offset > 0 ? (await partnerFunnel(db, from, to, partnerId, { limit: 1, offset: 0 })).total : 0);
  const partners = rows.rows.map((r) => ({
    partnerId: r.partner_id,
    visits: Number(r.visits),
    signUps: Number(r.sign_ups),
    applications: Number(r.applications),
    approvals: Number(r.approvals),
    paidMemberships: Number(r.paid),
    revenue: Number(r.revenue),
    taxable: Number(r.taxable),
  }));
  return { rows: partners, total };
}

/** One more visit to `partnerId`'s pages on `day`, unless the day already reached `cap` (a flood of beacons counts no further). */
export async function countPartnerVisit(db: Queryable, partnerId: string, day: string, cap: number): Promise<boolean> {
  const res = await db.query(
    `insert into partner_visits (partner_id, day, visits) values ($1, $2::date, 1)
     on conflict (partner_id, day) do update set visits = partner_visits.visits + 1 where partner_visits.visits < $3
     returning 1`,
    [partnerId, day, cap],
  );
  return res.rows.length > 0;
}
