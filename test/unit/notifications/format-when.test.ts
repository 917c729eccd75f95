// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatWhen } from '../../../widgets/notifications/format-when';

describe("a notification's time", () => {
  const now = new Date('2027-01-20T06:30:00Z');

  it('is relative for the last week and an Indian date after it, whatever the browser language', () => {
    expect(formatWhen('2027-01-20T03:30:00Z', now).relative).toBe('3 hours ago');
    const old = formatWhen('2027-01-05T06:30:00Z', now);
    expect(old.relative).toBe('5 Jan 2027');
    expect(old.absolute).toMatch(/^5 Jan 2027, \d{1,2}:\d{2}\s?(am|pm)$/);
  });
});
