import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUE_DATE_YEARS, isAllowedDueInstant, isAllowedDueYear } from './due-date.ts';

describe('isAllowedDueYear', () => {
  it('allows the years 2000 to 2100 only', () => {
    for (const year of [2000, 2026, 2100]) expect(isAllowedDueYear(year)).toBe(true);
    for (const year of [1, 1900, 1999, 2101, 9999]) expect(isAllowedDueYear(year)).toBe(false);
  });
});

describe('isAllowedDueInstant', () => {
  it('allows any moment of the allowed years, wherever the user is', () => {
    expect(isAllowedDueInstant(new Date('2026-11-22T15:00:00Z'))).toBe(true);
    // 1 January 2000, 00:00 in Kiribati (UTC+14), and 31 December 2100, 23:59 on Baker Island
    // (UTC-12).
    expect(isAllowedDueInstant(new Date('2000-01-01T00:00:00+14:00'))).toBe(true);
    expect(isAllowedDueInstant(new Date('2100-12-31T23:59:00-12:00'))).toBe(true);
  });

  it('refuses moments that are outside the years in every time zone', () => {
    for (const iso of [
      '0001-01-01T09:00:00Z',
      '1900-06-01T00:00:00Z',
      '1999-12-31T09:59:59Z',
      '2101-01-01T12:00:00Z',
      '9999-12-31T23:59:59Z',
    ]) {
      expect(isAllowedDueInstant(new Date(iso))).toBe(false);
    }
  });

  it('allows every moment of a year it allows in UTC', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(DUE_DATE_YEARS.earliest, 0, 1)),
          max: new Date(Date.UTC(DUE_DATE_YEARS.latest, 11, 31, 23, 59, 59)),
          noInvalidDate: true,
        }),
        (date) => {
          expect(isAllowedDueInstant(date)).toBe(true);
        },
      ),
    );
  });
});
