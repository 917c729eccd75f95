import type { Queryable } from '../db/database';

/** The next number of a document series in a financial year (the first is 1), taken in the caller's transaction. */
export async function takeSerialNumber(tx: Queryable, series: string, fiscalYear: string): Promise<number> {
  return (
    await tx.query<{ last: number }>(
      `insert into document_serials (series, fiscal_year, last) values ($1, $2, 1)
       on conflict (series, fiscal_year) do update set last = document_serials.last + 1 returning last`,
      [series, fiscalYear],
    )
  ).rows[0].last;
}
