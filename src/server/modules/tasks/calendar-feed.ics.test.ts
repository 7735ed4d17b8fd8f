import { describe, expect, it } from 'vitest';
import { calendarFeed, feedRule } from './calendar-feed.ics.ts';

const series = (timeZone: string) => ({
  id: 't1',
  title: 'Stand-up',
  description: null,
  dueDate: new Date('2026-12-01T03:30:00Z'),
  completed: false,
  repeatRule: 'FREQ=DAILY;COUNT=3',
  repeatAfterCompletion: false,
  repeatSeriesStart: new Date('2026-12-01T03:30:00Z'),
  repeatTimeZone: timeZone,
});

describe('the calendar feed as text', () => {
  it('gives each TZID its own VTIMEZONE, under an older name of the zone too', () => {
    const text = calendarFeed({
      tasks: [series('Asia/Calcutta')],
      sessions: [],
      appUrl: 'https://pomopal.example',
      now: new Date('2026-11-28T00:00:00Z'),
    });
    expect(text).toContain('DTSTART;TZID=Asia/Calcutta:20261201T090000\r\n');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Calcutta\r\n');
    expect(text).not.toMatch(/TZID[:=]Asia\/Kolkata/);
  });

  it('writes UNTIL as the end of the series’ last local day, in UTC', () => {
    expect(feedRule('FREQ=WEEKLY;BYDAY=MO;UNTIL=20260413', 'Europe/Paris')).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20260413T215959Z',
    );
  });
});
