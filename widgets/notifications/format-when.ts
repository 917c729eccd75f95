import { LOCALE } from '../../src/ui/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 hours ago" for the last week, then the date itself; `absolute` is always the full date and time. */
export function formatWhen(iso: string, now: Date = new Date(), locale: string = LOCALE): { relative: string; absolute: string } {
  const date = new Date(iso);
  const absolute = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  const ago = now.getTime() - date.getTime();
  if (Number.isNaN(ago)) return { relative: '', absolute: '' };
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let relative: string;
  if (ago < MINUTE) relative = 'just now';
  else if (ago < HOUR) relative = rtf.format(-Math.floor(ago / MINUTE), 'minute');
  else if (ago < DAY) relative = rtf.format(-Math.floor(ago / HOUR), 'hour');
  else if (ago < 7 * DAY) relative = rtf.format(-Math.floor(ago / DAY), 'day');
  else relative = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  return { relative, absolute };
}
