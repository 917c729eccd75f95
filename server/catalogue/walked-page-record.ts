import type { SortCode } from '../../src/api/shapes/requests/product';
import type { ProductSelection } from './product-selection-record';

/** How many bags of a sort order's index a page looks through before it asks the attribute index instead. */
const WALK = 1000;

/**
 * The sort orders a page can walk, each an index over active bags in exactly that order that includes the
 * attribute values (migrations 330, 370 and 371): the order's key as the index holds it, ties broken by id as the
 * list's ORDER BY breaks them (product-selection-record.ts, SORTS), so a walk is a prefix of the same order.
 */
const KEYS: Record<Exclude<SortCode, 'AVAILABLE_FIRST'>, string> = {
  NEWEST: 'p.created_at desc, p.id desc',
  PRICE_LOW: 'p.retail_price asc, p.id asc',
  PRICE_HIGH: 'p.retail_price desc, p.id asc',
  TITLE: 'p.title asc, p.id asc',
  RATING: 'p.rating desc nulls last, p.rating_count desc, p.created_at desc, p.id desc',
};

/**
 * Key columns the walk computes from the index's own (an expression index holds the value, not a column): named in
 * the walk's rows, so PostgreSQL sees that those rows come in the key's order and stops when the page is full.
 */
const COMPUTED: Record<string, string> = { rating: '(p.rating_sum::numeric / nullif(p.rating_count, 0))' };

/** The columns a key orders by (besides the id), as the walk's rows name them. */
const keyColumns = (key: string) => [...new Set([...key.matchAll(/p\.([a-z_]+)/g)].map((m) => m[1]))].filter((c) => c !== 'id');

/** The SQL truth of "out today" for `products p` (outTodaySql of product-record.ts), today being the parameter given. */
type OutToday = (today: string) => string;

/**
 * The index walk a selection's page can take, or undefined when it has text to match. AVAILABLE_FIRST is the
 * newest order when the availability is asked (every bag that matches is then out, or none is); otherwise its
 * first bags are the newest ones not out today, in that order, so the walk takes only those and a page past
 * them is the list's own statement's.
 */
function walkOf(selection: ProductSelection, outToday: OutToday): { key: string; only?: string } | undefined {
  if (!selection.byIndex) return undefined;
  if (selection.sort !== 'AVAILABLE_FIRST') return { key: KEYS[selection.sort] };
  return { key: KEYS.NEWEST, only: selection.available ? undefined : `not ${outToday(selection.today())}` };
}

/**
 * The page's SQL when it can walk its order's index (walkOf), else undefined. The walk reads index entries
 * alone (no heap), applies the ticked values there, probes bookings only for bags that match, stops at the
 * page's last bag, and then reads its rows by key. When the first WALK entries do not fill the page (rare
 * values, a deep page, a small club) the list's own statement finds it instead: the walk's count decides which
 * of the two runs, in the same statement.
 */
export function walkedPageSql(columns: string, selection: ProductSelection, page: { outToday: OutToday; limit: number; offset: number }): string | undefined {
  const walk = walkOf(selection, page.outToday);
  if (!walk) return undefined;
  const { where: shown } = selection;
  // The values as subqueries: the planner cannot see them, so every call costs the same to it and PostgreSQL
  // keeps one plan per connection instead of planning each call (it did, for a plan no better than this one).
  // (Cast again outside: `any((select …))` would read as a subquery's rows, not the array.)
  const hidden = (sql: string) => sql.replace(/\$(\d+)(::[a-z]+(?:\[\])?)?/g, '(select $$$1$2)$2');
  const where = hidden(shown);
  const walked = hidden(walk.only ? `${shown} and ${walk.only}` : shown);
  const order = hidden(selection.order);
  const [size, from, upTo] = [selection.add(page.limit), selection.add(page.offset), selection.add(page.limit + page.offset)].map((n) => `(select ${n}::int)`);
  const key = walk.key;
  const names = keyColumns(key);
  const read = ['p.id', ...names.map((c) => (COMPUTED[c] ? `${COMPUTED[c]} as ${c}` : `p.${c}`))].join(', ');
  const inIndexOrder = key.replace(/p\.([a-z_]+)/g, (column, name: string) => COMPUTED[name] ?? column);
  return `with walked as (
      select ${['p.id', ...names.map((c) => `p.${c}`)].join(', ')} from (select ${read}, p.attribute_value_ids, true as active
        from products p where p.active order by ${inIndexOrder} limit ${WALK}) p
      where ${walked} order by ${key} limit ${upTo}),
    page as (
      (select p.id from walked p where (select count(*) from walked) >= ${upTo} order by ${key} offset ${from})
      union all
      select f.id from (select p.id from products p where ${where} order by ${order} limit ${size} offset ${from}) f
      where (select count(*) from walked) < ${upTo})
    select ${columns} from products p where p.id in (select id from page) order by ${order}`;
}
