import type { Context } from 'hono';
import type { Page } from '../db/page';
import { csvLine } from '../text/csv';

/** One column of an export: its heading and the cell of a row. */
export interface CsvColumn<T> {
  heading: string;
  cell: (row: T) => string | number | boolean | null | undefined;
}

/** Rows read per query while streaming: a page's worth of memory, whatever the list's size. */
const CHUNK = 500;

/**
 * A list as a CSV download, streamed a chunk of rows at a time: the heading row, then every row `read`
 * gives, until a chunk comes back short. The first chunk is read before the answer starts, so a database
 * fault is the usual 503 and not a cut-off file; the UTF-8 byte-order mark makes spreadsheets read ₹ and
 * names in Indian scripts right. Never cached: the rows are personal data.
 */
export async function csvResponse<T>(c: Context, filename: string, columns: readonly CsvColumn<T>[], read: (page: Page) => Promise<T[]>): Promise<Response> {
  const encoder = new TextEncoder();
  const lines = (rows: T[]) => encoder.encode(rows.map((row) => csvLine(columns.map((column) => column.cell(row)))).join(''));
  let next: T[] | null = await read({ limit: CHUNK, offset: 0 });
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\ufeff${csvLine(columns.map((column) => column.heading))}`));
    },
    async pull(controller) {
      const rows = next ?? (await read({ limit: CHUNK, offset }));
      next = null;
      offset += rows.length;
      if (rows.length) controller.enqueue(lines(rows));
      if (rows.length < CHUNK) controller.close();
    },
  });
  return c.body(body, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}
