// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookingIcs, escapeIcsText, foldIcsLine } from '../../../widgets/booking/booking-ics';

const booking = {
  bookingId: 41,
  bagTitle: 'Alma Tote; the big one, really',
  startDate: '2027-01-31',
  returnDate: '2027-02-03',
  address: '14 Carter Road, Bandra West\nMumbai 400050',
  deliveryWindow: '10 am to 7 pm',
  pickupWindow: '10 am to 7 pm',
};
const NOW = new Date('2026-11-26T21:30:05.123Z');

/** The file's logical lines: CRLF-separated, folded lines (CRLF + space) joined back. */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('the booking as a calendar file (RFC 5545)', () => {
  it('ends every line in CRLF, keeps lines within 75 octets and never leaves a bare newline', () => {
    const text = bookingIcs({ ...booking, bagTitle: `${'Très belle '.repeat(12)}Tote` }, NOW);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfolded(text).find((l) => l.startsWith('SUMMARY:Tote: Très'))).toBe(`SUMMARY:Tote: ${'Très belle '.repeat(12)}Tote arrives`);
  });

  it('is one calendar with an all-day delivery on the first day and a pickup on the return day, each with a UID and a DTSTAMP', () => {
    const lines = unfolded(bookingIcs(booking, NOW));
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tote//Bookings//EN']);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(['UID:tote-booking-41-delivery@toteclub.in', 'UID:tote-booking-41-pickup@toteclub.in']);
    expect(lines.filter((l) => l.startsWith('DTSTAMP:'))).toEqual(['DTSTAMP:20261126T213005Z', 'DTSTAMP:20261126T213005Z']);
    // All-day: DTEND is the next day, across the month's end.
    expect(lines.filter((l) => l.startsWith('DTSTART') || l.startsWith('DTEND'))).toEqual([
      'DTSTART;VALUE=DATE:20270131',
      'DTEND;VALUE=DATE:20270201',
      'DTSTART;VALUE=DATE:20270203',
      'DTEND;VALUE=DATE:20270204',
    ]);
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const lines = unfolded(bookingIcs(booking, NOW));
    expect(lines).toContain('SUMMARY:Tote: Alma Tote\\; the big one\\, really arrives');
    expect(lines).toContain('LOCATION:14 Carter Road\\, Bandra West\\nMumbai 400050');
  });

  it('folds without splitting a character', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'₹'.repeat(40)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'₹'.repeat(40)}`);
    expect(folded.split('\r\n').map((l) => new TextEncoder().encode(l).length)).toEqual([75, 58]);
  });
});
