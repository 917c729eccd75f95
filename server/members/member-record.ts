import type { Queryable } from '../db/database';
import type { UserRow } from '../users/user-record';
import type { IsoDate } from '../catalogue/iso-date';
import { membershipStatus, type UserMembershipRow } from '../memberships/membership-record';

export interface MemberRow extends Omit<UserRow, 'phone'> {
  created_at: Date | string;
  aadhaar_masked: string | null;
  membership_id: number | null;
  plan_name: string | null;
  months: number | null;
  start_date: IsoDate | null;
  end_date: IsoDate | null;
  membership_status: string | null;
}

// The member's latest membership (by end date) rides along with every row.
const SELECT = `select u.id, u.username, u.first_name, u.last_name, u.email, u.instagram, u.roles, u.status_code, u.city, u.state,
    u.zipcode, u.created_at, u.aadhaar_masked, m.id as membership_id, p.name as plan_name, s.months,
    m.start_date::text as start_date, m.end_date::text as end_date, m.status as membership_status
  from users u left join lateral (select * from user_memberships x where x.user_id = u.id order by x.end_date desc, x.id desc limit 1) m on true
  left join membership_plan_slabs s on s.id = m.slab_id left join membership_plans p on p.id = s.plan_id`;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

// One lower-cased text of what a search reads, the expression of the trigram index users_search (migration 180).
const SEARCH_TEXT = `lower(u.first_name || ' ' || u.last_name || ' ' || coalesce(u.email, '') || ' ' || u.username)`;

/** How the list may be ordered, each from an index (users_created, users_name): a whitelist, so no column name comes from a request. */
const MEMBER_ORDER = { joined: 'u.created_at', name: `lower(u.first_name || ' ' || u.last_name)` } as const;

/** Newest first unless asked otherwise; by name A to Z unless asked otherwise. */
function memberOrder(query: { sort?: keyof typeof MEMBER_ORDER | null; dir?: 'asc' | 'desc' | null }): string {
  const sort = query.sort ?? 'joined';
  const dir = query.dir ?? (sort === 'joined' ? 'desc' : 'asc');
  return `${MEMBER_ORDER[sort]} ${dir}, u.id ${dir}`;
}

/** A search's count stops here: past it the list says "over" this many (counting every match of a common name reads them all). */
export const MEMBER_COUNT_CAP = 1000;
/**
 * With words to match, it stops sooner: each match counted is read from the table and its text checked
 * again (the trigram index only narrows), so a common name's count cost about 10 ms at 1,000 on a club of
 * 200,000 and about 5 at 200. Ten pages of a name are more than an operator reads; a word more narrows it.
 */
export const MEMBER_SEARCH_COUNT_CAP = 200;

/**
 * Members matching every word of `search` (name, e-mail or mobile; a mobile
 * may be typed with +91 or spaces), optionally of one status; newest first.
 * `total` is exact up to MEMBER_COUNT_CAP (MEMBER_SEARCH_COUNT_CAP with words to match), then `capped`.
 */
export async function searchMembers(
  db: Queryable,
  query: { search?: string | null; status?: string | null; sort?: keyof typeof MEMBER_ORDER | null; dir?: 'asc' | 'desc' | null },
  page: { limit: number; offset: number },
) {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (value: unknown) => (params.push(value), `$${params.length}`);
  for (const word of (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6)) {
    const digits = word.replace(/^\+91/, '').replace(/\D/g, '');
    const mobile = /^[+\d][\d\s-]*$/.test(word) && digits ? ` or ${SEARCH_TEXT} like ${add(`%${digits}%`)}` : '';
    where.push(`(${SEARCH_TEXT} like ${add(likePattern(word))}${mobile})`);
  }
  if (query.status) where.push(`u.status_code = ${add(query.status)}`);
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const cap = query.search?.trim() ? MEMBER_SEARCH_COUNT_CAP : MEMBER_COUNT_CAP;
  const countParams = [...params, cap + 1];
  const [rows, count] = await Promise.all([
    db.query<MemberRow>(`${SELECT} ${filter} order by ${memberOrder(query)} limit ${add(page.limit)} offset ${add(page.offset)}`, params),
    db.query<{ n: number }>(`select count(*)::int as n from (select 1 from users u ${filter} limit $${countParams.length}) found`, countParams),
  ]);
  const n = count.rows[0].n;
  return { rows: rows.rows, total: Math.min(n, cap), capped: n > cap };
}

export async function findMember(db: Queryable, userId: number): Promise<MemberRow | undefined> {
  return (await db.query<MemberRow>(`${SELECT} where u.id = $1`, [userId])).rows[0];
}

/** A member as the back office lists them (src/api/shapes/operator.ts MemberSummaryShape). */
export function memberSummaryJson(row: MemberRow, today: IsoDate) {
  return {
    userId: row.id,
    mobile: row.username,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    status: row.status_code,
    operator: row.roles.includes('ROLE_OPERATOR'),
    joinedAt: new Date(row.created_at).toISOString(),
    membership:
      row.membership_id === null
        ? null
        : {
            membershipId: row.membership_id,
            planName: row.plan_name!,
            months: row.months!,
            startDate: row.start_date!,
            endDate: row.end_date!,
            status: membershipStatus({ status: row.membership_status!, start_date: row.start_date!, end_date: row.end_date! } as UserMembershipRow, today),
          },
  };
}

export interface PaymentSummaryRow {
  id: number;
  order_id: number;
  amount: string | number;
  currency: string;
  gateway: string;
  method: string | null;
  method_hint: string | null;
  status: string;
  failure_reason: string | null;
  created_at: Date | string;
}

export async function listMemberPayments(db: Queryable, userId: number) {
  const rows = await db.query<PaymentSummaryRow>(
    `select id, order_id, amount, currency, gateway, method, method_hint, status, failure_reason, created_at from payments
     where user_id = $1 order by created_at desc, id desc limit 100`,
    [userId],
  );
  return rows.rows.map((r) => ({
    paymentId: r.id,
    orderId: r.order_id,
    amount: Number(r.amount),
    currency: r.currency,
    gateway: r.gateway,
    method: r.method,
    methodHint: r.method_hint,
    status: r.status,
    failureReason: r.failure_reason,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
