import type { Queryable } from '../db/database';
import { addDays, type IsoDate } from '../catalogue/iso-date';
import { boardOrder, type BoardOrder, type FulfilmentRow, SECTIONS, type Section, SELECT, SHIP_DAYS_BEFORE } from './fulfilment-record';

/** The board's lists in the order the page shows them (and a whole-board export lists them). */
export const LIST_ORDER: readonly Section[] = ['toShip', 'dueToday', 'overdue', 'inTransit', 'out'];

// Which list a booking on the board is in: the same tests as SECTIONS, decided in the order above ($1 today).
const LIST_RANK = `case when b.shipped_at is null then 0 when b.return_date = $1::date then 1 when b.return_date < $1::date then 2
  when b.delivered_at is null then 3 else 4 end`;

export type ListedFulfilmentRow = FulfilmentRow & { list: Section };

/**
 * A page of one list of the fulfilment board (`list`), or of every list one after the other, for the CSV
 * export: the rows the board shows, in its order, each with the list it is in. The board's own conditions
 * and orders only (`order` from a fixed map): nothing of the request is written into the statement.
 */
export async function fulfilmentExportPage(
  db: Queryable,
  today: IsoDate,
  leadDays = SHIP_DAYS_BEFORE,
  filter: BoardOrder & { list?: Section | null },
  page: { limit: number; offset: number },
): Promise<ListedFulfilmentRow[]> {
  const list = filter.list ?? null;
  // $2 is the list's day (the last start day to ship by for toShip, today for the others): every statement names each parameter.
  const params = [today, !list || list === 'toShip' ? addDays(today, leadDays) : today, page.limit, page.offset];
  const where = list ? SECTIONS[list][0].replace('$day', '$2') : "b.status = 'BOOKED' and (b.shipped_at is not null or b.start_date <= $2::date)";
  const order = list
    ? boardOrder(filter, SECTIONS[list][1])
    : `${LIST_RANK}, ${boardOrder(filter, 'case when b.shipped_at is null then b.start_date else b.return_date end, b.id')}`;
  const rows = await db.query<FulfilmentRow & { list_rank: number }>(
    `${SELECT.replace('select ', `select ${LIST_RANK} as list_rank, `)} where ${where} order by ${order} limit $3 offset $4`,
    params,
  );
  return rows.rows.map((row) => ({ ...row, list: LIST_ORDER[row.list_rank] }));
}
