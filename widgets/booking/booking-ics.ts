/**
 * A booking as an iCalendar file (RFC 5545): two all-day events, the bag's
 * delivery on the first day and the courier's pickup on the return day. Lines
 * end in CRLF and are folded at 75 octets; text is escaped; every event has a
 * UID (stable per booking, so importing it again updates rather than repeats) and
 * a DTSTAMP.
 */
export interface IcsBooking {
  bookingId: number;
  bagTitle: string;
  startDate: string;
  returnDate: string;
  /** The delivery address, one line. */
  address: string;
  deliveryWindow: string;
  pickupWindow: string;
}

/** Backslash, semicolon and comma escaped, newlines as \n (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (UTF-8), continuation lines starting with a space (RFC 5545 3.1). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDay = (iso: string) => iso.slice(0, 10).replace(/-/g, '');

function nextDay(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** 20261126T213000Z */
export const icsStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function bookingIcs(booking: IcsBooking, now: Date = new Date()): string {
  const event = (kind: string, day: string, summary: string, description: string) => [
    'BEGIN:VEVENT',
    `UID:tote-booking-${booking.bookingId}-${kind}@toteclub.in`,
    `DTSTAMP:${icsStamp(now)}`,
    `DTSTART;VALUE=DATE:${basicDay(day)}`,
    `DTEND;VALUE=DATE:${basicDay(nextDay(day))}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(booking.address)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tote//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...event(
      'delivery',
      booking.startDate,
      `Tote: ${booking.bagTitle} arrives`,
      `Your Tote bag arrives by today, ${booking.deliveryWindow}. Someone aged 18 or over must receive it. Check it when it arrives.`,
    ),
    ...event(
      'pickup',
      booking.returnDate,
      `Tote: return pickup of ${booking.bagTitle}`,
      `Our courier collects the bag today, ${booking.pickupWindow}. Pack it as it came, in its dust bag, with everything it came with.`,
    ),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
