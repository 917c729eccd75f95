// CSV as spreadsheets read it (RFC 4180), made safe to open: a cell a spreadsheet would take for a formula
// (=, +, -, @, or a tab or carriage return before one) is written with a leading apostrophe, so a member's
// name like "=HYPERLINK(…)" stays text on the operator's machine (OWASP's "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: numbers as they are, empty for null, text escaped against formulas and quoted when it must be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended by CRLF as RFC 4180 says. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

const INDIAN_MOMENT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as an Indian operator reads it in a spreadsheet: '27/11/2026, 08:35' (India's time). */
export function indianMoment(iso: string | null | undefined): string {
  return iso ? INDIAN_MOMENT.format(new Date(iso)) : '';
}

/** A day (yyyy-mm-dd) the Indian way: '27/11/2026'. */
export function indianDay(isoDay: string | null | undefined): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay ?? '');
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : '';
}

/**
 * An Indian mobile for a spreadsheet, '98765 43210' under a '(+91)' heading: with its +91 the cell would
 * start like a formula and be escaped, and a bare number would lose its grouping to the spreadsheet.
 */
export function indianMobile(value: string): string {
  const ten = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(value.replace(/[\s-]/g, ''))?.[1];
  return ten ? `${ten.slice(0, 5)} ${ten.slice(5)}` : value;
}
