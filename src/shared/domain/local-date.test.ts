import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateKeyOf,
  daysBetween,
  instantOf,
  isDateKey,
  isValidTimeZone,
  localDateKey,
  monthStart,
  weekday,
} from './local-date.ts';

describe('localDateKey', () => {
  it('reads the calendar day in the given zone', () => {
    const instant = new Date('2024-03-10T04:59:59Z');
    expect(localDateKey(instant, 'UTC')).toBe('2024-03-10');
    expect(localDateKey(instant, 'America/New_York')).toBe('2024-03-09');
    expect(localDateKey(new Date('2024-12-31T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2025-01-01');
    expect(localDateKey(new Date('2025-01-01T10:30:00Z'), 'Pacific/Pago_Pago')).toBe('2024-12-31');
  });

  it('handles half-hour offsets', () => {
    expect(localDateKey(new Date('2025-06-14T18:29:59Z'), 'Asia/Kolkata')).toBe('2025-06-14');
    expect(localDateKey(new Date('2025-06-14T18:30:00Z'), 'Asia/Kolkata')).toBe('2025-06-15');
  });

  it('throws RangeError for an unknown zone or an invalid date', () => {
    expect(() => localDateKey(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localDateKey(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });

  it('agrees with the UTC fields in UTC', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (date) => {
          expect(localDateKey(date, 'UTC')).toBe(date.toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zones and rejects others', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Nowhere')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('isDateKey', () => {
  it('accepts real calendar days only', () => {
    expect(isDateKey('2024-02-29')).toBe(true);
    expect(isDateKey('2025-02-29')).toBe(false);
    expect(isDateKey('2025-13-01')).toBe(false);
    expect(isDateKey('2025-6-1')).toBe(false);
    expect(isDateKey('2025-06-01T00:00:00Z')).toBe(false);
    expect(isDateKey(20250601)).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-10', -6)).toBe('2024-03-04');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('rejects bad keys and fractional days', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2025-02-01', 0.5)).toThrow(RangeError);
  });

  it('is undone by adding the opposite', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (date, days) => {
          const key = date.toISOString().slice(0, 10);
          expect(addDays(addDays(key, days), -days)).toBe(key);
        },
      ),
    );
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, across leap days and backwards', () => {
    expect(daysBetween('2025-06-15', '2025-06-15')).toBe(0);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-06-15', '2025-06-08')).toBe(-7);
  });

  it('is what addDays added', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (date, days) => {
          const key = date.toISOString().slice(0, 10);
          expect(daysBetween(key, addDays(key, days))).toBe(days);
        },
      ),
    );
  });

  it('rejects bad keys', () => {
    expect(() => daysBetween('2025-02-30', '2025-03-01')).toThrow(RangeError);
  });
});

describe('monthStart', () => {
  it("gives the first of the day's month, or of a month before or after it", () => {
    expect(monthStart('2025-06-15')).toBe('2025-06-01');
    expect(monthStart('2025-06-01')).toBe('2025-06-01');
    expect(monthStart('2025-06-30', -11)).toBe('2024-07-01');
    expect(monthStart('2025-01-31', -1)).toBe('2024-12-01');
    expect(monthStart('2024-12-31', 1)).toBe('2025-01-01');
    expect(monthStart('2024-02-29', -12)).toBe('2023-02-01');
  });

  it('rejects bad keys and fractional months', () => {
    expect(() => monthStart('2025-02-30')).toThrow(RangeError);
    expect(() => monthStart('2025-02-01', 0.5)).toThrow(RangeError);
  });
});

describe('weekday', () => {
  it('numbers the days of the week from Sunday', () => {
    expect(weekday('2025-06-15')).toBe(0);
    expect(weekday('2025-06-16')).toBe(1);
    expect(weekday('2024-02-29')).toBe(4);
    expect(weekday('2025-06-21')).toBe(6);
  });
});

describe('instantOf', () => {
  it('reads moments and leaves calendar days alone', () => {
    expect(instantOf('2025-06-15T12:00:00Z')).toBe(Date.UTC(2025, 5, 15, 12));
    expect(instantOf(new Date(5))).toBe(5);
    expect(instantOf('2025-06-15')).toBeNull();
    expect(instantOf('not a date')).toBeNull();
  });
});

describe('dateKeyOf', () => {
  it('keeps calendar days and converts moments', () => {
    expect(dateKeyOf('2025-06-15', 'Asia/Tokyo')).toBe('2025-06-15');
    expect(dateKeyOf('2025-06-15T20:00:00Z', 'Asia/Tokyo')).toBe('2025-06-16');
    expect(dateKeyOf(new Date('2025-06-15T20:00:00Z'), 'UTC')).toBe('2025-06-15');
  });

  it('gives null for missing or unreadable values', () => {
    expect(dateKeyOf(null, 'UTC')).toBeNull();
    expect(dateKeyOf(undefined, 'UTC')).toBeNull();
    expect(dateKeyOf('', 'UTC')).toBeNull();
    expect(dateKeyOf('2025-02-30', 'UTC')).toBeNull();
    expect(dateKeyOf(new Date(Number.NaN), 'UTC')).toBeNull();
  });
});
