import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';
import { fulfilmentJson } from './fulfilment-json';
import { fulfilmentExportPage } from './fulfilment-export-record';
import type { Section } from './fulfilment-record';
import { BOARD_PAGE_SIZE, type BoardOrder, fulfilmentBoardRows, type FulfilmentRow, SHIP_DAYS_BEFORE, upcomingFulfilmentRows } from './fulfilment-record';

// The fulfilment screens' answers: fulfilment-record.ts reads the rows, fulfilment-json.ts shapes them.

/**
 * The fulfilment board of `today`: bags to send (their dispatch day has come), on their way, out with members,
 * due back today, overdue (each booking in one list), a page of each, how many each holds, and the last checked in.
 */
export async function fulfilmentBoard(
  db: Queryable,
  today: IsoDate,
  leadDays = SHIP_DAYS_BEFORE,
  page = { limit: BOARD_PAGE_SIZE, offset: 0 },
  order: BoardOrder = {},
) {
  const { sections, checkedIn, counts } = await fulfilmentBoardRows(db, today, leadDays, page, order);
  const json = (rows: FulfilmentRow[]) => rows.map((r) => fulfilmentJson(r, today, leadDays));
  const { toShip, inTransit, out, dueToday, overdue } = sections;
  return {
    today,
    leadDays,
    toShip: json(toShip),
    inTransit: json(inTransit),
    out: json(out),
    dueToday: json(dueToday),
    overdue: json(overdue),
    checkedIn: json(checkedIn),
    counts,
  };
}

/** Upcoming bookings not yet shipped, from `from` to `to` (inclusive), by start day, a page at a time, with how many there are in all. */
export async function upcomingFulfilments(
  db: Queryable,
  range: { from: IsoDate; to: IsoDate },
  today: IsoDate,
  leadDays = SHIP_DAYS_BEFORE,
  page: { limit: number; offset: number },
) {
  const { total, rows } = await upcomingFulfilmentRows(db, range, page);
  return { total, bookings: rows.map((r) => fulfilmentJson(r, today, leadDays)) };
}

export type ListedFulfilment = ReturnType<typeof fulfilmentJson> & { list: Section };

/** A page of one list of the board, or of every list in turn, for the CSV export, each booking with the list it is in. */
export async function fulfilmentExport(
  db: Queryable,
  today: IsoDate,
  leadDays = SHIP_DAYS_BEFORE,
  filter: BoardOrder & { list?: Section | null },
  page: { limit: number; offset: number },
): Promise<ListedFulfilment[]> {
  const rows = await fulfilmentExportPage(db, today, leadDays, filter, page);
  return rows.map((row) => ({ ...fulfilmentJson(row, today, leadDays), list: row.list }));
}
