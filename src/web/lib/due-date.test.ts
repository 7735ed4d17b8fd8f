// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDueDate, fromDateTimeLocal, isOverdue, toDateTimeLocal } from './due-date.ts';

describe('due dates', () => {
  it('round-trips a datetime-local value through an ISO instant', () => {
    const iso = fromDateTimeLocal('2026-11-22T15:00');
    expect(iso).toBe(new Date(2026, 10, 22, 15, 0).toISOString());
    expect(toDateTimeLocal(iso)).toBe('2026-11-22T15:00');
    expect(fromDateTimeLocal('')).toBeNull();
    expect(toDateTimeLocal(null)).toBe('');
  });

  it('names today and tomorrow, and other days by date', () => {
    const now = new Date(2026, 10, 21, 10, 0);
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();
    expect(formatDueDate(at(22, 15), now, 'en-US')).toBe('Tomorrow, 3:00 PM');
    expect(formatDueDate(at(21, 9), now, 'en-US')).toBe('Today, 9:00 AM');
    expect(formatDueDate(at(27, 9), now, 'en-US')).toBe('Fri, Nov 27, 9:00 AM');
  });

  it('calls an open task past its due date overdue', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(isOverdue('2026-11-20T10:00:00Z', false, now)).toBe(true);
    expect(isOverdue('2026-11-20T10:00:00Z', true, now)).toBe(false);
    expect(isOverdue(null, false, now)).toBe(false);
  });
});
