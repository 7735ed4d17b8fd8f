import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dueOnDay } from './reschedule.ts';

describe('dueOnDay', () => {
  it('keeps the local time of day across a daylight-saving change', () => {
    const due = DateTime.fromISO('2026-10-20T09:00', { zone: 'Europe/Berlin' }).toJSDate();
    const moved = dueOnDay(due, '2026-10-26', 'Europe/Berlin');
    expect(DateTime.fromJSDate(moved, { zone: 'Europe/Berlin' }).toISO()).toBe(
      '2026-10-26T09:00:00.000+01:00',
    );
  });

  it('moves by the day of the zone, not of UTC', () => {
    const due = new Date('2026-11-20T23:30:00Z');
    expect(dueOnDay(due, '2026-11-27', 'America/New_York').toISOString()).toBe(
      '2026-11-27T23:30:00.000Z',
    );
  });
});
