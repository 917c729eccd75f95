import type { Database } from '../db/database';
import { BRANDS, CATEGORIES, COLOURS, MATERIALS, OCCASIONS, SIZES } from '../catalogue/demo-catalogue';
import { CLUB_FACTS } from '../../src/config/club-facts';

// Longer than 250 lines on purpose: demo data tables and the one bulk insert that walks them, read together.

/**
 * A club a hundred times bigger than the demo, for measuring the queries that
 * decide speed once the catalogue cache misses (docs/performance.md). Bulk
 * SQL (generate_series) that writes the same rows the record modules write;
 * the tables' own triggers fill the derived columns (a product's attributes
 * and search text, the catalogue version). Everything random comes from
 * PostgreSQL's random() after setseed(), on one connection with parallel
 * query off, so one seed number gives the same club every time.
 */

/** Rows at scale 1. */
export const LARGE_CLUB = {
  bags: 10_000,
  members: 200_000,
  bookings: 2_000_000,
  notifications: 5_000_000,
  waitingList: 40_000,
  favourites: 100_000,
} as const;

/** Phone numbers of seeded members: 7 then the member's number, nine digits. */
export const largeMemberUsername = (n: number) => `7${String(n).padStart(9, '0')}`;
/** Phone numbers of the seeded operators. */
export const largeOperatorUsername = (n: number) => `6${String(n).padStart(9, '0')}`;

/** Days of bookings: three years, the last two months of it still ahead. */
const HISTORY_DAYS = 1095;
const DAYS_AHEAD = 60;

/** How members spread over the statuses (spec: DRAFT … EXPIRE), in percent. */
const STATUS_SPREAD: [string, number][] = [
  ['ACTIVE', 45],
  ['EXPIRE', 15],
  ['DEACTIVE', 5],
  ['DRAFT', 15],
  ['PENDING', 10],
  ['ONHOLD', 5],
  ['APPROVED', 5],
];

const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Diya',
  'Ishaan',
  'Kavya',
  'Meera',
  'Nisha',
  'Priya',
  'Rohan',
  'Saanvi',
  'Tara',
  'Vihaan',
  'Zoya',
  'Aditi',
  'Neha',
  'Riya',
];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Patel', 'Nair', 'Gupta', 'Menon', 'Kapoor', 'Singh', 'Rao', 'Das', 'Joshi', 'Mehta', 'Pillai'];
const PLACES: [string, string, string][] = [
  ['Bengaluru', 'Karnataka', '560034'],
  ['Mumbai', 'Maharashtra', '400050'],
  ['New Delhi', 'Delhi', '110017'],
  ['Chennai', 'Tamil Nadu', '600018'],
  ['Hyderabad', 'Telangana', '500033'],
  ['Pune', 'Maharashtra', '411001'],
  ['Kolkata', 'West Bengal', '700019'],
  ['Ahmedabad', 'Gujarat', '380009'],
];

export interface LargeSeedOptions {
  /** 1 is the full club; 0.001 a thousandth of it (at least a few rows of each). */
  scale?: number;
  /** The same seed gives the same club. */
  seed?: number;
  /** Called with each step's name and the seconds it took. */
  progress?: (step: string, seconds: number) => void;
}

export interface LargeSeedCounts {
  bags: number;
  members: number;
  bookings: number;
  notifications: number;
  waitingList: number;
  favourites: number;
}

/** Rows each table gets at a scale. */
export function largeSeedCounts(scale = 1): LargeSeedCounts {
  const n = (full: number, least: number) => Math.max(least, Math.round(full * scale));
  return {
    bags: n(LARGE_CLUB.bags, 20),
    members: n(LARGE_CLUB.members, 200),
    bookings: n(LARGE_CLUB.bookings, 2_000),
    notifications: n(LARGE_CLUB.notifications, 5_000),
    waitingList: n(LARGE_CLUB.waitingList, 40),
    favourites: n(LARGE_CLUB.favourites, 100),
  };
}

/**
 * Fills a migrated database that holds the reference data (plans, attribute
 * masters) and no club yet. Not for a live club: it adds thousands of members.
 */
export async function seedLargeClub(db: Database, options: LargeSeedOptions = {}): Promise<LargeSeedCounts> {
  const scale = options.scale ?? 1;
  if (!(scale > 0 && scale <= 10)) throw new Error(`scale must be above 0 and at most 10, not ${scale}`);
  const seed = options.seed ?? 24;
  const counts = largeSeedCounts(scale);
  const existing = await db.query<{ n: number }>("select count(*)::int as n from users where username like '7%' and length(username) = 10");
  if ((existing.rows[0]?.n ?? 0) > 0) throw new Error('This database already holds a large club (members 7…); seed an empty one.');

  await db.transaction(async (tx) => {
    const step = async (name: string, sql: string, params: unknown[] = []) => {
      const started = performance.now();
      await tx.query(sql, params);
      options.progress?.(name, (performance.now() - started) / 1000);
    };
    // random() is per session; a parallel plan would draw in several processes and lose the order.
    await tx.query('set local max_parallel_workers_per_gather = 0');
    await tx.query('select setseed($1)', [((seed % 1000) + 1) / 1001]);

    await step(
      'bags',
      `insert into products (title, url, brand, description, category, retail_price, colour_hex, created_at, updated_at)
       select b.brand || ' ' || c.name || ' No. ' || g, 'large-bag-' || g, b.brand,
              'A ' || lower(c.name) || ' by ' || b.brand || ', number ' || g || ' of the large club.',
              c.code, (8000 + floor(random() * 300) * 500)::numeric(10, 2), col.hex,
              now() - make_interval(days => ($1::int - g) % 1500), now()
       from generate_series(1, $1::int) g
       cross join lateral (select $2::text[] as brands) bs
       cross join lateral (select bs.brands[1 + (g % array_length(bs.brands, 1))] as brand) b
       cross join lateral (select ($3::text[])[1 + (g % array_length($3::text[], 1))] as code,
                                  ($4::text[])[1 + (g % array_length($4::text[], 1))] as name) c
       cross join lateral (select ($5::text[])[1 + ((g * 7) % array_length($5::text[], 1))] as hex) col`,
      [counts.bags, [...BRANDS], CATEGORIES.map((c) => c.code), CATEGORIES.map((c) => c.name), COLOURS.map((c) => c.hex)],
    );
    // One value of each attribute per bag, matching the brand, type and colour columns above.
    await step(
      'bag attributes',
      `insert into product_attribute_values (product_id, attribute_value_id)
       select p.id, av.id
       from products p
       join lateral (
         select 'BRAND' as code, p.brand as value
         union all select 'CATEGORY', ($1::text[])[array_position($2::text[], p.category)]
         union all select 'COLOUR', ($3::text[])[array_position($4::text[], p.colour_hex)]
         union all select 'SIZE', ($5::text[])[1 + (p.id % array_length($5::text[], 1))]
         union all select 'OCCASION', ($6::text[])[1 + ((p.id / 3) % array_length($6::text[], 1))]
         union all select 'MATERIAL', ($7::text[])[1 + ((p.id / 5) % array_length($7::text[], 1))]
       ) v on true
       join attributes a on a.code = v.code
       join attribute_values av on av.attribute_id = a.id and av.value = v.value
       where p.url like 'large-bag-%'
       on conflict do nothing`,
      [
        CATEGORIES.map((c) => c.name),
        CATEGORIES.map((c) => c.code),
        COLOURS.map((c) => c.name),
        COLOURS.map((c) => c.hex),
        [...SIZES],
        [...OCCASIONS],
        [...MATERIALS],
      ],
    );
    await step(
      'bag pictures',
      `insert into product_photos (product_id, path, type, bytes, width, height, sort_order)
       select p.id, 'large/' || p.url || '-' || k || '.jpg', 'image/jpeg', 60000 + floor(random() * 90000)::int, 1200, 1500, k
       from products p cross join generate_series(1, 3) k
       where p.url like 'large-bag-%'`,
    );

    const statuses = STATUS_SPREAD.flatMap(([status, percent]) => Array<string>(percent).fill(status));
    await step(
      'operators',
      `insert into users (username, phone, first_name, last_name, email, roles, status_code, city, state, zipcode, created_at)
       select '6' || lpad(g::text, 9, '0'), '6' || lpad(g::text, 9, '0'), 'Operator', 'No. ' || g, 'operator' || g || '@tote.example',
              array['ROLE_OPERATOR'], 'ACTIVE', 'Bengaluru', 'Karnataka', '560034', now() - interval '3 years'
       from generate_series(1, 3) g`,
    );
    await step(
      'members',
      `insert into users (username, phone, first_name, last_name, email, roles, status_code, city, state, zipcode, created_at)
       select '7' || lpad(g::text, 9, '0'), '7' || lpad(g::text, 9, '0'),
              ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int],
              ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int],
              'member' || g || '@example.in', array['ROLE_CUSTOMER'],
              ($3::text[])[1 + floor(random() * 100)::int],
              ($4::text[])[1 + p], ($5::text[])[1 + p], ($6::text[])[1 + p],
              now() - make_interval(days => floor(random() * ${HISTORY_DAYS})::int)
       from generate_series(1, $7::int) g
       cross join lateral (select floor(random() * ${PLACES.length})::int + 0 * g as p) place`,
      [FIRST_NAMES, LAST_NAMES, statuses, PLACES.map((p) => p[0]), PLACES.map((p) => p[1]), PLACES.map((p) => p[2]), counts.members],
    );
    // Who applied: everyone past DRAFT. Decided unless still waiting (PENDING). An approval's identity documents
    // were deleted when the club stopped keeping them, as the server's retention job does (else a first start
    // spends minutes doing it for 140,000 applications).
    await step(
      'applications',
      `insert into applications (user_id, slab_id, address_line1, city, state, zipcode, submitted_at, decided_at, decided_by, decision, documents_deleted_at)
       select u.id, s.id, (1 + u.id % 300) || ', ' || (1 + u.id % 40) || 'th Cross Road', u.city, u.state, u.zipcode,
              u.created_at + interval '1 day',
              case when u.status_code <> 'PENDING' then u.created_at + interval '2 days' end,
              case when u.status_code <> 'PENDING' then 'Operator No. 1' end,
              case when u.status_code = 'ONHOLD' then 'ONHOLD' when u.status_code <> 'PENDING' then 'APPROVED' end,
              case when u.status_code not in ('PENDING', 'ONHOLD') and u.created_at + interval '2 days' + make_interval(days => $1::int) <= now()
                   then u.created_at + interval '2 days' + make_interval(days => $1::int) end
       from users u
       cross join lateral (select id from membership_plan_slabs order by id offset (u.id % (select count(*) from membership_plan_slabs)) limit 1) s
       where u.username like '7%' and u.status_code <> 'DRAFT'`,
      [CLUB_FACTS.policy.idDocumentsKeptDays],
    );
    // A membership for each member who paid: current (ACTIVE), ended (EXPIRE) or stopped (DEACTIVE).
    await step(
      'memberships',
      `insert into user_memberships (user_id, slab_id, start_date, end_date, status, created_at)
       select a.user_id, a.slab_id, d.start_date, (d.start_date + make_interval(months => s.months))::date - 1,
              case u.status_code when 'ACTIVE' then 'ACTIVE' when 'EXPIRE' then 'EXPIRED' else 'DEACTIVATED' end,
              d.start_date::timestamptz
       from applications a
       join users u on u.id = a.user_id
       join membership_plan_slabs s on s.id = a.slab_id
       cross join lateral (select case when u.status_code = 'ACTIVE'
                                       then current_date - floor(random() * 25 * s.months)::int
                                       else current_date - (s.months * 31 + 1 + floor(random() * 700)::int) end as start_date) d
       where u.status_code in ('ACTIVE', 'EXPIRE', 'DEACTIVE')`,
    );
    await step(
      'orders',
      `insert into orders (user_id, slab_id, kind, amount, tax, status, invoice_number, paid_at, activated_at, user_membership_id, created_at, updated_at)
       select m.user_id, m.slab_id, 'NEW', s.amount, round(s.amount * 0.18, 2), 'ACTIVATED', 'LRG-' || lpad(m.id::text, 8, '0'),
              m.created_at, m.created_at, m.id, m.created_at, m.created_at
       from user_memberships m join membership_plan_slabs s on s.id = m.slab_id
       join users u on u.id = m.user_id where u.username like '7%'
       union all
       select a.user_id, a.slab_id, 'NEW', s.amount, round(s.amount * 0.18, 2), 'CREATED', null, null, null, null, a.decided_at, a.decided_at
       from applications a join membership_plan_slabs s on s.id = a.slab_id
       join users u on u.id = a.user_id where u.status_code = 'APPROVED' and u.username like '7%'`,
    );
    await step(
      'payments',
      `insert into payments (order_id, user_id, idempotency_key, amount, currency, gateway, gateway_order_id, gateway_payment_id, method, status, created_at, updated_at)
       select o.id, o.user_id, 'large-' || o.id, o.amount + o.tax, o.currency, 'demo', 'order_L' || o.id, 'pay_L' || o.id,
              (array['upi', 'card', 'netbanking'])[1 + o.id % 3], 'SUCCEEDED', o.paid_at, o.paid_at
       from orders o where o.status = 'ACTIVATED' and o.invoice_number like 'LRG-%'`,
    );

    // Bookings: each bag's three years cut into equal slots, one booking inside each, so no two overlap.
    // Numbered copies of the bags and bookers let a random number pick a row by an equality join.
    for (const sql of [
      `create temp table large_bookers on commit drop as
         select row_number() over (order by u.id)::int as n, u.id from users u
         where u.username like '7%' and u.status_code in ('ACTIVE', 'EXPIRE', 'DEACTIVE')`,
      `create temp table large_bags on commit drop as
         select row_number() over (order by id)::int as n, id from products where url like 'large-bag-%'`,
      'create unique index on large_bookers (n)',
      'create unique index on large_bags (n)',
      'analyze large_bookers',
      'analyze large_bags',
    ])
      await tx.query(sql);
    const bookers = (await tx.query<{ n: number }>('select count(*)::int as n from large_bookers')).rows[0]?.n ?? 0;
    const perBag = Math.ceil(counts.bookings / counts.bags);
    // Each bag's bookings spread over the whole window, to DAYS_AHEAD (a whole number of days a slot left the
    // last ones months in the past), one slot apart, each shorter than its slot. Each bag's slots are shifted by
    // 0 to a slot's length in days (by its number), so every day some bags start, are out, on their way or due
    // back; one in ten that ended in the last five days is not back yet (overdue).
    const slotDays = Math.max(2, Math.floor((HISTORY_DAYS + DAYS_AHEAD) / perBag));
    await step(
      'bookings',
      `insert into bookings (product_id, user_id, start_date, return_date, status, returned_on, wb_no, shipped_at, delivered_at, checked_in_at, return_condition, created_at, updated_at)
       select x.product_id, b.id, x.start_date, x.return_date,
              case when x.cancelled then 'CANCELLED' when x.returned then 'RETURNED' else 'BOOKED' end,
              case when x.returned then x.return_date end,
              case when not x.cancelled and x.start_date - 1 <= current_date then 'L' || x.product_id || '-' || x.k end,
              case when not x.cancelled and x.start_date - 1 <= current_date then x.start_date - 1 + time '10:00' end,
              case when not x.cancelled and x.start_date <= current_date then x.start_date + time '14:00' end,
              case when x.returned then x.return_date + 1 + time '12:00' end,
              case when x.returned then 'GOOD' end,
              x.start_date - 7 + time '09:00', x.start_date - 7 + time '09:00'
       from (
         select y.*, not y.cancelled and y.return_date < current_date and not (y.return_date >= current_date - 5 and y.late) as returned
         from (
           select p.id as product_id, k,
                  current_date - ${HISTORY_DAYS} + floor(k * $5::float8)::int + p.n % ceil($5::float8)::int as start_date,
                  current_date - ${HISTORY_DAYS} + floor(k * $5::float8)::int + p.n % ceil($5::float8)::int + floor(random() * ($2::int - 1))::int as return_date,
                  random() < 0.05 as cancelled,
                  random() < 0.1 as late,
                  1 + floor(random() * $4::int)::int as who
           from large_bags p
           cross join generate_series(0, $1::int - 1) k
           where (p.n - 1) * $1::int + k < $3::int
           offset 0
         ) y
       ) x
       join large_bookers b on b.n = x.who`,
      [perBag, slotDays, counts.bookings, bookers, (HISTORY_DAYS + DAYS_AHEAD) / perBag],
    );
    await step(
      'notifications',
      `insert into notifications (to_user_id, title, message, link, read, created_at)
       select b.id, (array['Your bag is on its way', 'Your bag was delivered', 'Return reminder', 'A bag you wanted is back'])[1 + x.g % 4],
              'Hello from Tote: an update on your booking.', (array['/my-profile', '/my-profile', '/my-profile', '/collection'])[1 + x.g % 4],
              x.read, x.at
       from (
         select g, 1 + floor(random() * $2::int)::int as who, random() < 0.8 as read,
                now() - make_interval(secs => floor(random() * ${HISTORY_DAYS} * 86400)::int) as at
         from generate_series(1, $1::int) g
         offset 0
       ) x
       join large_bookers b on b.n = x.who`,
      [counts.notifications, bookers],
    );
    const picks = (what: string, table: string, columns: string, conflict: string) =>
      step(
        what,
        `insert into ${table} (${columns})
         select b.id, p.id, x.at
         from (
           select 1 + floor(random() * $2::int)::int as who, 1 + floor(random() * $3::int)::int as bag,
                  now() - make_interval(mins => floor(random() * 60 * 24 * 120)::int) as at
           from generate_series(1, $1::int) g
           offset 0
         ) x
         join large_bookers b on b.n = x.who
         join large_bags p on p.n = x.bag
         on conflict ${conflict} do nothing`,
        [what === 'waiting list' ? counts.waitingList : counts.favourites, bookers, counts.bags],
      );
    await picks('waiting list', 'waiting_list', 'user_id, product_id, created_at', '(product_id, user_id)');
    await picks('favourites', 'favourites', 'user_id, product_id, created_at', '');
    // What operators did: a decision per application, then holds and booking changes on some members.
    await step(
      'audit log',
      `insert into audit_log (at, actor_user_id, actor_name, action, subject_type, subject_id, summary, before, after)
       select a.decided_at, op.id, 'Operator No. 1', 'application.' || lower(a.decision), 'member', a.user_id::text,
              'Application of member ' || a.user_id || ': ' || a.decision, null, jsonb_build_object('decision', a.decision)
       from applications a cross join (select id from users where username = '6000000001') op
       where a.decision is not null
       union all
       select u.created_at + interval '30 days', op.id, 'Operator No. 2', 'membership.hold', 'member', u.id::text,
              'Put the membership of member ' || u.id || ' on hold', jsonb_build_object('status', 'ACTIVE'), jsonb_build_object('status', 'ONHOLD')
       from users u cross join (select id from users where username = '6000000002') op
       where u.username like '7%' and u.id % 10 = 0 and u.status_code in ('ACTIVE', 'EXPIRE', 'DEACTIVE')`,
    );
  });
  await db.exec('analyze');
  return counts;
}
