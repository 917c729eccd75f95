import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import type { IsoDate } from '../catalogue/iso-date';

/** How many bookings each list of the fulfilment board holds (fulfilment-record.ts SECTIONS). */
export interface BoardCounts {
  toShip: number;
  inTransit: number;
  out: number;
  dueToday: number;
  overdue: number;
}

/**
 * The board's counts of `today`, to ship counting start days up to `shipBy` (today and the dispatch lead):
 * sums of booking_list_counts (migration 320), which the bookings' own writes keep per list and day, so
 * this reads a row per day with bookings in a list rather than every booking it counts.
 */
export async function boardCounts(db: Queryable, today: IsoDate, shipBy: IsoDate): Promise<BoardCounts> {
  const sum = (condition: string) => `coalesce(sum(n) filter (where ${condition}), 0)::int`;
  const row = await db.query<BoardCounts>(
    prepared(`select ${sum("list = 'to_ship'")} as "toShip", ${sum("list = 'in_transit' and day > $1::date")} as "inTransit",
       ${sum("list = 'out' and day > $1::date")} as "out", ${sum("list <> 'to_ship' and day = $1::date")} as "dueToday",
       ${sum("list <> 'to_ship' and day < $1::date")} as "overdue"
     from booking_list_counts where n <> 0 and (list <> 'to_ship' or day <= $2::date)`),
    [today, shipBy],
  );
  return row.rows[0];
}

/** How many bookings not yet shipped start from `from` to `to` (inclusive): the weeks ahead' total, a row per day. */
export async function unshippedCount(db: Queryable, range: { from: IsoDate; to: IsoDate }): Promise<number> {
  const row = await db.query<{ n: number }>(
    prepared(`select coalesce(sum(n), 0)::int as n from booking_list_counts where list = 'to_ship' and n <> 0 and day between $1::date and $2::date`),
    [range.from, range.to],
  );
  return row.rows[0].n;
}
