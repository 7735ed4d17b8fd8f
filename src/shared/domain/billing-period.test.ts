import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBillingInterval,
  isRenewalOpen,
  purchasedPeriodEnd,
  RENEWAL_WINDOW_DAYS,
  renewsByItself,
} from './billing-period.ts';

const DAY_MS = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('addBillingInterval', () => {
  it('adds a calendar month or year, keeping the time of day', () => {
    expect(addBillingInterval(at('2026-01-15T09:30:00Z'), 'pro_monthly')).toEqual(
      at('2026-02-15T09:30:00Z'),
    );
    expect(addBillingInterval(at('2026-12-20T00:00:00Z'), 'pro_monthly')).toEqual(
      at('2027-01-20T00:00:00Z'),
    );
    expect(addBillingInterval(at('2026-03-01T12:00:00Z'), 'pro_annual')).toEqual(
      at('2027-03-01T12:00:00Z'),
    );
  });

  it("clamps to the last day of a shorter month, and of a leap year's February", () => {
    expect(addBillingInterval(at('2026-01-31T10:00:00Z'), 'pro_monthly')).toEqual(
      at('2026-02-28T10:00:00Z'),
    );
    expect(addBillingInterval(at('2028-01-31T10:00:00Z'), 'pro_monthly')).toEqual(
      at('2028-02-29T10:00:00Z'),
    );
    expect(addBillingInterval(at('2028-02-29T10:00:00Z'), 'pro_annual')).toEqual(
      at('2029-02-28T10:00:00Z'),
    );
    expect(addBillingInterval(at('2026-03-31T10:00:00Z'), 'pro_monthly')).toEqual(
      at('2026-04-30T10:00:00Z'),
    );
  });

  it('keeps a month-end purchase at month ends through renewals, instead of shrinking', () => {
    const ends: string[] = [];
    let end = at('2026-01-31T10:00:00Z');
    for (let renewal = 0; renewal < 4; renewal += 1) {
      end = addBillingInterval(end, 'pro_monthly');
      ends.push(end.toISOString().slice(0, 10));
    }
    expect(ends).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(addBillingInterval(at('2029-02-28T10:00:00Z'), 'pro_annual')).toEqual(
      at('2030-02-28T10:00:00Z'),
    );
  });

  it('keeps the day of any purchase made on or before the 28th, renewal after renewal', () => {
    const start = fc.date({
      min: at('2000-01-01T00:00:00Z'),
      max: at('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(start, fc.integer({ min: 1, max: 30 }), (from, renewals) => {
        fc.pre(from.getUTCDate() < 28);
        let end = from;
        for (let renewal = 0; renewal < renewals; renewal += 1) {
          end = addBillingInterval(end, 'pro_monthly');
        }
        expect(end.getUTCDate()).toBe(from.getUTCDate());
      }),
    );
  });

  it('always gives between 28 and 31 days for a month, 365 or 366 for a year', () => {
    const start = fc.date({
      min: at('2000-01-01T00:00:00Z'),
      max: at('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(start, (from) => {
        const month = (addBillingInterval(from, 'pro_monthly').getTime() - from.getTime()) / DAY_MS;
        const year = (addBillingInterval(from, 'pro_annual').getTime() - from.getTime()) / DAY_MS;
        expect(month).toBeGreaterThanOrEqual(28);
        expect(month).toBeLessThanOrEqual(31);
        expect(year).toBeGreaterThanOrEqual(365);
        expect(year).toBeLessThanOrEqual(366);
      }),
    );
  });
});

describe('purchasedPeriodEnd', () => {
  const now = at('2026-05-10T08:00:00Z');

  it('starts now for a user with no paid time left', () => {
    expect(purchasedPeriodEnd({ plan: 'pro_monthly', now, currentPeriodEnd: null })).toEqual(
      at('2026-06-10T08:00:00Z'),
    );
    expect(
      purchasedPeriodEnd({
        plan: 'pro_monthly',
        now,
        currentPeriodEnd: at('2026-05-01T00:00:00Z'),
      }),
    ).toEqual(at('2026-06-10T08:00:00Z'));
    expect(purchasedPeriodEnd({ plan: 'pro_annual', now, currentPeriodEnd: now })).toEqual(
      at('2027-05-10T08:00:00Z'),
    );
  });

  it('starts where the paid time held runs out, so renewing early loses nothing', () => {
    expect(
      purchasedPeriodEnd({
        plan: 'pro_monthly',
        now,
        currentPeriodEnd: at('2026-05-14T08:00:00Z'),
      }),
    ).toEqual(at('2026-06-14T08:00:00Z'));
    expect(
      purchasedPeriodEnd({
        plan: 'pro_annual',
        now,
        currentPeriodEnd: at('2026-05-14T08:00:00Z'),
      }),
    ).toEqual(at('2027-05-14T08:00:00Z'));
  });
});

describe('renewsByItself', () => {
  it('is true of Stripe subscriptions and the test gateway, not of a PayPal purchase', () => {
    expect(renewsByItself('stripe')).toBe(true);
    expect(renewsByItself('sandbox')).toBe(true);
    expect(renewsByItself('paypal')).toBe(false);
    expect(renewsByItself(null)).toBe(false);
  });
});

describe('isRenewalOpen', () => {
  const now = at('2026-05-10T08:00:00Z');
  const ending = (daysLeft: number) => new Date(now.getTime() + daysLeft * DAY_MS);
  const oneOff = { provider: 'paypal' as const, isPro: true };

  it(`opens in the last ${RENEWAL_WINDOW_DAYS} days of a one-off purchase`, () => {
    expect(isRenewalOpen({ ...oneOff, currentPeriodEnd: ending(8) }, now)).toBe(false);
    expect(isRenewalOpen({ ...oneOff, currentPeriodEnd: ending(7.01) }, now)).toBe(false);
    expect(isRenewalOpen({ ...oneOff, currentPeriodEnd: ending(7) }, now)).toBe(true);
    expect(isRenewalOpen({ ...oneOff, currentPeriodEnd: ending(0.01) }, now)).toBe(true);
  });

  it('reads the end date as the API sends it', () => {
    expect(isRenewalOpen({ ...oneOff, currentPeriodEnd: ending(3).toISOString() }, now)).toBe(true);
    expect(isRenewalOpen({ ...oneOff, currentPeriodEnd: ending(30).toISOString() }, now)).toBe(
      false,
    );
  });

  it('stays closed for a subscription that renews by itself, a free user or no end date', () => {
    for (const provider of ['stripe', 'sandbox'] as const) {
      expect(isRenewalOpen({ provider, isPro: true, currentPeriodEnd: ending(1) }, now)).toBe(
        false,
      );
    }
    expect(isRenewalOpen({ ...oneOff, isPro: false, currentPeriodEnd: ending(1) }, now)).toBe(
      false,
    );
    expect(isRenewalOpen({ provider: null, isPro: true, currentPeriodEnd: ending(1) }, now)).toBe(
      false,
    );
    expect(isRenewalOpen({ ...oneOff, currentPeriodEnd: null }, now)).toBe(false);
  });
});
