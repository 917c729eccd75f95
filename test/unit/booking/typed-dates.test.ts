// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTypedDay, typedDay } from '../../../widgets/booking/typed-day';
import { formatDay } from '../../../src/ui/format';

describe('a typed day, read the Indian way (dd/mm/yyyy)', () => {
  it('reads day first, with any of the usual separators, and ISO days too', () => {
    for (const text of ['05/01/2027', '5/1/2027', '05-01-2027', '05.01.2027', ' 5 / 1 / 2027 ', '2027-01-05'])
      expect(readTypedDay(text)).toEqual({ kind: 'day', day: '2027-01-05' });
  });

  it('writes a day back the same way', () => {
    expect(typedDay('2027-01-05')).toBe('05/01/2027');
    expect(readTypedDay(typedDay('2028-02-29'))).toEqual({ kind: 'day', day: '2028-02-29' });
  });

  it('text still being typed is neither a day nor an error', () => {
    for (const text of ['0', '05', '05/', '05/01/', '05/01/2', '05/01/20', '05/01/202']) expect(readTypedDay(text)).toEqual({ kind: 'partial' });
    expect(readTypedDay('   ')).toEqual({ kind: 'empty' });
  });

  it('a date that does not exist says why', () => {
    expect(readTypedDay('31/02/2027')).toEqual({ kind: 'impossible', message: 'There is no 31 February 2027: February has 28 days.' });
    expect(readTypedDay('29/02/2027')).toMatchObject({ kind: 'impossible' });
    expect(readTypedDay('12/13/2027')).toEqual({
      kind: 'impossible',
      message: 'There is no month 13. Enter the day as dd/mm/yyyy, the month between 01 and 12.',
    });
    expect(readTypedDay('05/01/0002')).toMatchObject({ kind: 'impossible' });
    expect(readTypedDay('next tuesday')).toMatchObject({
      kind: 'impossible',
      message: expect.stringMatching(/^Enter the day as dd\/mm\/yyyy, for example \d\d\/\d\d\/\d{4}\.$/),
    });
  });
});

describe('the weekday of a day', () => {
  it('is right for 5 January 2027 (a Tuesday) and for years below 100, which Date.UTC reads as 19xx', () => {
    expect(formatDay('2027-01-05', 'weekday')).toBe('Tue, 5 Jan');
    // Date.UTC(2, 0, 5) is 5 January 1902, a Sunday: the 'Sun, Jan 5' members saw mid-typing.
    expect(formatDay('0002-01-05')).toBe('5 Jan 2');
  });
});
