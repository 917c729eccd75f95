import type { ServerContext } from '../context';
import { badRequest } from '../http/respond';
import type { Page } from '../http/paging';
import { outTodaySql, PRODUCT_COLUMNS, type ProductRow } from './product-record';

// The collection's queries: the list, the filtered list and its count.

/** The `product` part of filter/list and count: criteria on the product itself. */
export interface CriteriaValue {
  title?: string | null;
  brand?: string | null;
  category?: string | null;
  available?: boolean | null;
}

/** The `filter` part: attribute values, words to search, a sort code (paging is the route's). */
export interface FilterValue {
  attributeValueIds?: number[] | null;
  search?: string | null;
  sort?: string | null;
}

/** Sort codes of the predefined SORT list; the SQL behind each (`today` names the parameter holding today). */
const SORTS: Record<string, (today: () => string) => string> = {
  NEWEST: () => 'p.created_at desc, p.id desc',
  AVAILABLE_FIRST: (today) => `${outTodaySql(today())} asc, p.created_at desc, p.id desc`,
  PRICE_LOW: () => 'p.retail_price asc, p.id asc',
  PRICE_HIGH: () => 'p.retail_price desc, p.id asc',
  TITLE: () => 'p.title asc, p.id asc',
};

/** The sort codes the collection knows (the predefined SORT list). */
export const SORT_CODES = Object.keys(SORTS);

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** WHERE clause (products p) and parameters for the criteria, and `todayParam` for an ORDER BY that needs today. */
async function whereFor(ctx: ServerContext, product: CriteriaValue, filter: FilterValue, today: string) {
  const params: unknown[] = [];
  const add = (value: unknown) => (params.push(value), `$${params.length}`);
  let todayRef = '';
  const todayParam = () => (todayRef ||= add(today));
  const clauses = ['p.active'];
  if (product.title?.trim()) clauses.push(`p.title ilike ${add(likePattern(product.title.trim()))}`);
  if (product.brand?.trim()) clauses.push(`lower(p.brand) = lower(${add(product.brand.trim())})`);
  if (product.category?.trim()) clauses.push(`p.category = upper(${add(product.category.trim().replace(/\s+/g, ''))})`);
  if (product.available === true) clauses.push(`not ${outTodaySql(todayParam())}`);
  if (product.available === false) clauses.push(outTodaySql(todayParam()));

  const ids = [...new Set(filter.attributeValueIds ?? [])];
  if (ids.length > 0) {
    // Values of one attribute widen the match (Black or Tan); different attributes narrow it (Black and Tote).
    const known = await ctx.db.query<{ id: number; attribute_id: number }>('select id, attribute_id from attribute_values where id = any($1::int[])', [ids]);
    if (known.rows.length < ids.length) clauses.push('false');
    const groups = new Map<number, number[]>();
    for (const row of known.rows) groups.set(row.attribute_id, [...(groups.get(row.attribute_id) ?? []), row.id]);
    for (const group of groups.values()) {
      clauses.push(`exists (select 1 from product_attribute_values pav where pav.product_id = p.id and pav.attribute_value_id = any(${add(group)}::int[]))`);
    }
  }

  const words = (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const pattern = add(likePattern(word));
    clauses.push(
      `(p.title ilike ${pattern} or p.brand ilike ${pattern} or p.description ilike ${pattern} or exists (
        select 1 from product_attribute_values pav join attribute_values av on av.id = pav.attribute_value_id
        where pav.product_id = p.id and av.value ilike ${pattern}))`,
    );
  }
  return { where: clauses.join(' and '), params, todayParam };
}

export function sortFor(code: string | null | undefined): (today: () => string) => string {
  const key = (code ?? 'NEWEST').trim().toUpperCase() || 'NEWEST';
  const sql = SORTS[key];
  if (!sql) throw badRequest(`Unknown sort "${code}": use one of ${Object.keys(SORTS).join(', ')}.`);
  return sql;
}

/** POST /api/product/list: the active bags, newest first. */
export async function listProducts(ctx: ServerContext, page: Page): Promise<ProductRow[]> {
  const rows = await ctx.db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products p where p.active order by ${SORTS.NEWEST(() => '')} limit $1 offset $2`,
    [page.limit, page.offset],
  );
  return rows.rows;
}

/** POST /api/product/filter/list: one page of the bags matching the criteria, in the filter's sort. */
export async function filterProducts(ctx: ServerContext, product: CriteriaValue, filter: FilterValue, page: Page, today: string): Promise<ProductRow[]> {
  const order = sortFor(filter.sort);
  const { limit, offset } = page;
  const { where, params, todayParam } = await whereFor(ctx, product, filter, today);
  const rows = await ctx.db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products p where ${where} order by ${order(todayParam)} limit ${limit} offset ${offset}`,
    params,
  );
  return rows.rows;
}

/** POST /api/product/count: how many bags match the criteria. */
export async function countProducts(ctx: ServerContext, product: CriteriaValue, filter: FilterValue, today: string): Promise<number> {
  sortFor(filter.sort);
  const { where, params } = await whereFor(ctx, product, filter, today);
  const result = await ctx.db.query<{ n: number }>(`select count(*)::int as n from products p where ${where}`, params);
  return result.rows[0].n;
}
