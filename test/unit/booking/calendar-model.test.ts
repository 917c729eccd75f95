// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addMonths, dayKind, fullDays, latestReturn, monthWeeks, moveByKey, whyNotReturn } from '../../../widgets/booking/calendar-model';
import { NOT_A_START } from '../../../widgets/booking/booking-checks';
import { pickDay, pickHint } from '../../../widgets/booking/day-picking';

const booked = [{ startDate: '2026-12-08', returnDate: '2026-12-14' }];
const limits = { today: '2026-11-26', lastDay: '2027-01-10', maxDays: 14 };

describe('which days can be had', () => {
  it.each([
    ['2026-11-25', 'past'],
    ['2026-11-26', 'free'],
    ['2026-12-08', 'booked'],
    ['2026-12-14', 'booked'],
    ['2026-12-15', 'free'],
    ['2027-01-11', 'closed'],
  ])('%s is %s', (day, kind) => expect(dayKind(day, booked, limits)).toBe(kind));
});

describe('how far a rental may run (server/memberships/PLANS.md)', () => {
  it('stops the day before the next booking', () => {
    expect(latestReturn('2026-12-01', booked, limits)).toBe('2026-12-07');
    expect(whyNotReturn('2026-12-01', '2026-12-09', booked, limits)).toBe('The bag is booked in between.');
  });

  it("keeps to the plan's longest rental, both days counted", () => {
    expect(latestReturn('2026-12-15', booked, limits)).toBe('2026-12-28');
    expect(whyNotReturn('2026-12-15', '2026-12-29', booked, limits)).toBe('Your plan allows up to 14 days a rental.');
    expect(whyNotReturn('2026-12-15', '2026-12-28', booked, limits)).toBeNull();
  });

  it("ends by the membership's last day", () => {
    expect(latestReturn('2027-01-05', booked, limits)).toBe('2027-01-10');
    expect(whyNotReturn('2027-01-05', '2027-01-11', booked, { ...limits, maxDays: 30 })).toBe('That is after your membership ends.');
  });
});

describe('months and keys', () => {
  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks('2026-11-01');
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(monthWeeks('2027-02-01')[0].slice(0, 2)).toEqual([null, '2027-02-01']);
  });

  it('pages months within the shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-15', -12)).toBe('2026-01-15');
  });

  it.each([
    ['ArrowRight', false, '2026-12-03'],
    ['ArrowLeft', false, '2026-12-01'],
    ['ArrowDown', false, '2026-12-09'],
    ['ArrowUp', false, '2026-11-25'],
    ['Home', false, '2026-11-29'],
    ['End', false, '2026-12-05'],
    ['PageDown', false, '2027-01-02'],
    ['PageUp', true, '2025-12-02'],
    ['Tab', false, null],
  ])('%s (shift %s) from Wed Dec 2 goes to %s', (key, shift, to) => expect(moveByKey('2026-12-02', key, shift)).toBe(to));
});

describe("the plan's bags at a time", () => {
  const own = [
    { startDate: '2026-12-01', returnDate: '2026-12-05' },
    { startDate: '2026-12-04', returnDate: '2026-12-09' },
  ];

  it('marks the days on which the member already has all the bags their plan allows', () => {
    expect([...fullDays(own, 2)]).toEqual(['2026-12-04', '2026-12-05']);
    expect([...fullDays(own, 1)]).toHaveLength(9);
    expect(fullDays(own, null).size).toBe(0);
  });

  it('a full day cannot start a rental, and a rental stops before the next one', () => {
    const full = fullDays(own, 2);
    const withFull = { ...limits, full };
    expect(dayKind('2026-12-04', [], withFull)).toBe('full');
    expect(latestReturn('2026-11-30', [], withFull)).toBe('2026-12-03');
    expect(whyNotReturn('2026-11-30', '2026-12-06', [], withFull)).toBe('You have all the bags your plan allows at a time on some of these days.');
  });
});

describe('picking days on the calendar', () => {
  it('takes a free day as the first day, then a later one as the return day', () => {
    expect(pickDay('2026-12-01', '', '', booked, limits)).toEqual({ kind: 'start', day: '2026-12-01' });
    expect(pickDay('2026-12-05', '2026-12-01', '', booked, limits)).toEqual({ kind: 'return', day: '2026-12-05' });
  });

  it('starts again on a day before the first, or once both are chosen', () => {
    expect(pickDay('2026-11-30', '2026-12-01', '', booked, limits)).toEqual({ kind: 'start', day: '2026-11-30' });
    expect(pickDay('2026-12-20', '2026-12-01', '2026-12-05', booked, limits)).toEqual({ kind: 'start', day: '2026-12-20' });
  });

  it('says why a day cannot start or end the rental, naming the last return day', () => {
    expect(pickDay('2026-12-10', '', '', booked, limits)).toEqual({ kind: 'note', note: NOT_A_START.booked });
    expect(pickDay('2026-12-09', '2026-12-01', '', booked, limits)).toEqual({
      kind: 'note',
      note: 'The bag is booked in between. Return by Mon, 7 Dec at the latest.',
    });
  });

  it('tells the next step, then the days chosen, counting both ends', () => {
    const hint = (start: string, end: string) => pickHint(null, start, end, '2027-01-10', booked, limits);
    expect(hint('', '')).toBe('Choose your first day on the calendar.');
    expect(hint('2026-12-01', '')).toBe('First day Tue, 1 Dec. Now choose your return day, by Mon, 7 Dec at the latest.');
    expect(hint('2026-12-01', '2026-12-01')).toBe('Tue, 1 Dec to Tue, 1 Dec: 1 day.');
    expect(hint('2026-12-01', '2026-12-03')).toBe('Tue, 1 Dec to Thu, 3 Dec: 3 days.');
  });

  it('says what is wrong with a typed first day the calendar cannot show', () => {
    expect(pickHint('2026-11-01', '', '', '2027-01-10', booked, limits)).toBe(NOT_A_START.past);
    expect(pickHint('2027-02-01', '', '', '2027-01-10', booked, limits)).toBe('1 Feb 2027 is beyond the days you can book. Choose a day by 10 Jan 2027.');
    expect(pickHint('2026-12-01', '2026-12-01', '', '2027-01-10', booked, limits)).toMatch(/^First day/);
  });
});
