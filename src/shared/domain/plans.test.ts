import { describe, expect, it } from 'vitest';
import {
  effectivePlan,
  formatPrice,
  isPaidPlanKey,
  isPlanButtonDisabled,
  isPlanKey,
  isPro,
  PLANS,
  planAfterPurchase,
  type SubscriptionLike,
} from './plans.ts';

const NOW = new Date('2025-06-15T12:00:00Z');

describe('PLANS', () => {
  it('prices Pro Monthly at $6.00 and Pro Annual at $60.00', () => {
    expect(PLANS.pro_monthly).toMatchObject({
      name: 'Pro Monthly',
      priceCents: 600,
      currency: 'USD',
    });
    expect(PLANS.pro_annual).toMatchObject({
      name: 'Pro Annual',
      priceCents: 6000,
      currency: 'USD',
      priceNote: '$5/month, save 16%',
      badge: 'Best Value',
    });
    expect(formatPrice(PLANS.pro_monthly.priceCents)).toBe('$6.00');
    expect(formatPrice(PLANS.pro_annual.priceCents)).toBe('$60.00');
  });

  it('lists the Pro features, and Priority Support for the annual plan only', () => {
    const features = ['AI Summaries', 'Advanced Insights', 'Pro Music Themes', 'Export Data'];
    expect(PLANS.pro_monthly.features).toEqual(features);
    expect(PLANS.pro_annual.features).toEqual([...features, 'Priority Support']);
    expect(PLANS.pro_monthly.badge).toBeNull();
  });
});

describe('formatPrice', () => {
  it('shows dollars with two decimals', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(123_456)).toBe('$1,234.56');
  });
});

describe('plan key guards', () => {
  it('recognise the plan keys', () => {
    expect(isPlanKey('free')).toBe(true);
    expect(isPlanKey('pro_annual')).toBe(true);
    expect(isPlanKey('pro')).toBe(false);
    expect(isPlanKey(null)).toBe(false);
    expect(isPaidPlanKey('pro_monthly')).toBe(true);
    expect(isPaidPlanKey('free')).toBe(false);
    expect(isPaidPlanKey('enterprise')).toBe(false);
  });
});

describe('isPro', () => {
  it('is false without a subscription', () => {
    expect(isPro(null, NOW)).toBe(false);
    expect(isPro(undefined, NOW)).toBe(false);
  });

  it('needs an active subscription on a paid plan', () => {
    expect(isPro({ plan: 'pro_monthly', isActive: true }, NOW)).toBe(true);
    expect(isPro({ plan: 'pro_annual', isActive: true }, NOW)).toBe(true);
    expect(isPro({ plan: 'pro_monthly', isActive: false }, NOW)).toBe(false);
    expect(isPro({ plan: 'free', isActive: true }, NOW)).toBe(false);
  });

  it('lasts until the end of the billing period', () => {
    const sub: SubscriptionLike = { plan: 'pro_monthly', isActive: true };
    expect(isPro({ ...sub, currentPeriodEnd: new Date('2025-06-15T12:00:01Z') }, NOW)).toBe(true);
    expect(isPro({ ...sub, currentPeriodEnd: '2025-06-30T00:00:00Z' }, NOW)).toBe(true);
    expect(isPro({ ...sub, currentPeriodEnd: NOW }, NOW)).toBe(false);
    expect(isPro({ ...sub, currentPeriodEnd: '2025-06-01T00:00:00Z' }, NOW)).toBe(false);
    expect(isPro({ ...sub, currentPeriodEnd: null }, NOW)).toBe(true);
  });

  it('is not Pro once the period has ended, however active the subscription says it is', () => {
    const expired: SubscriptionLike = {
      plan: 'pro_monthly',
      isActive: true,
      currentPeriodEnd: '2000-01-01T00:00:00Z',
    };
    expect(isPro(expired, NOW)).toBe(false);
    expect(effectivePlan(expired, NOW)).toBe('free');
  });

  it('fails closed on an unreadable period end', () => {
    expect(isPro({ plan: 'pro_annual', isActive: true, currentPeriodEnd: 'soon' }, NOW)).toBe(
      false,
    );
  });
});

describe('effectivePlan', () => {
  it('names the plan the user actually has', () => {
    expect(effectivePlan(null, NOW)).toBe('free');
    expect(effectivePlan({ plan: 'pro_annual', isActive: true }, NOW)).toBe('pro_annual');
    expect(effectivePlan({ plan: 'pro_annual', isActive: false }, NOW)).toBe('free');
  });
});

describe('isPlanButtonDisabled', () => {
  it('is disabled while busy', () => {
    expect(isPlanButtonDisabled({ plan: 'pro_annual', activePlan: 'free', busy: true })).toBe(true);
  });

  it('is enabled for a free user', () => {
    expect(isPlanButtonDisabled({ plan: 'pro_monthly', activePlan: 'free', busy: false })).toBe(
      false,
    );
    expect(isPlanButtonDisabled({ plan: 'pro_annual', activePlan: 'free', busy: false })).toBe(
      false,
    );
  });

  it('is disabled for the active plan', () => {
    expect(
      isPlanButtonDisabled({ plan: 'pro_monthly', activePlan: 'pro_monthly', busy: false }),
    ).toBe(true);
    expect(
      isPlanButtonDisabled({ plan: 'pro_annual', activePlan: 'pro_annual', busy: false }),
    ).toBe(true);
  });

  it('disables monthly under an annual plan but allows upgrading monthly to annual', () => {
    expect(
      isPlanButtonDisabled({ plan: 'pro_monthly', activePlan: 'pro_annual', busy: false }),
    ).toBe(true);
    expect(
      isPlanButtonDisabled({ plan: 'pro_annual', activePlan: 'pro_monthly', busy: false }),
    ).toBe(false);
  });
});

describe('planAfterPurchase', () => {
  it('keeps the annual plan when a month is bought while it runs', () => {
    expect(planAfterPurchase('pro_annual', 'pro_monthly')).toBe('pro_annual');
  });

  it('takes the plan bought otherwise', () => {
    expect(planAfterPurchase('free', 'pro_monthly')).toBe('pro_monthly');
    expect(planAfterPurchase('pro_monthly', 'pro_annual')).toBe('pro_annual');
    expect(planAfterPurchase('pro_monthly', 'pro_monthly')).toBe('pro_monthly');
  });
});
