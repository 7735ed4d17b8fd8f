import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GATEWAYS,
  isGateway,
  PAYMENT_RETURN_PATH,
  paymentReturnPath,
  readPaymentResult,
} from './payment-result.ts';
import { PAID_PLAN_KEYS } from './plans.ts';

const read = (path: string) =>
  readPaymentResult(new URL(path, 'https://pomopal.test').searchParams);

describe('paymentReturnPath', () => {
  it('returns to the public payment status page with its four status values', () => {
    expect(paymentReturnPath({ status: 'success', gateway: 'sandbox', plan: 'pro_monthly' })).toBe(
      `${PAYMENT_RETURN_PATH}?status=success&gateway=sandbox&plan=pro_monthly`,
    );
    expect(paymentReturnPath({ status: 'cancelled', gateway: 'paypal', plan: 'pro_annual' })).toBe(
      '/payment-status?status=paypal_cancelled&gateway=paypal&plan=pro_annual',
    );
    expect(
      paymentReturnPath({
        status: 'failure',
        gateway: 'stripe',
        plan: 'pro_monthly',
        reason: 'Your card was declined.',
      }),
    ).toBe(
      '/payment-status?status=failure&gateway=stripe&plan=pro_monthly&reason=Your+card+was+declined.',
    );
  });

  it('carries a success token, encoded', () => {
    expect(
      paymentReturnPath({
        status: 'success',
        gateway: 'stripe',
        plan: 'pro_annual',
        token: 'cs_test_a&b=c',
      }),
    ).toBe('/payment-status?status=success&gateway=stripe&plan=pro_annual&token=cs_test_a%26b%3Dc');
  });

  it('is read back as it was written, whatever the token or reason', () => {
    const gateway = fc.constantFrom(...GATEWAYS);
    const plan = fc.constantFrom(...PAID_PLAN_KEYS);
    fc.assert(
      fc.property(gateway, plan, fc.string({ minLength: 1 }), (g, p, token) => {
        expect(read(paymentReturnPath({ status: 'success', gateway: g, plan: p, token }))).toEqual({
          kind: 'success',
          gateway: g,
          plan: p,
          token,
        });
      }),
    );
    fc.assert(
      fc.property(gateway, fc.string({ minLength: 1 }), (g, reason) => {
        expect(read(paymentReturnPath({ status: 'failure', gateway: g, reason }))).toEqual({
          kind: 'failure',
          gateway: g,
          reason,
        });
      }),
    );
    fc.assert(
      fc.property(gateway, (g) => {
        expect(read(paymentReturnPath({ status: 'cancelled', gateway: g }))).toEqual({
          kind: 'cancelled',
          gateway: g,
        });
      }),
    );
  });
});

describe('readPaymentResult', () => {
  it('says nothing when there is no status', () => {
    expect(read('/payment-status')).toEqual({ kind: 'none' });
    expect(read('/payment-status?gateway=stripe&token=x')).toEqual({ kind: 'none' });
  });

  it('reads PayPal appending its order id as the token', () => {
    expect(
      read('/payment-status?status=success&gateway=paypal&plan=pro_monthly&token=5O1'),
    ).toEqual({ kind: 'success', gateway: 'paypal', plan: 'pro_monthly', token: '5O1' });
  });

  it('drops what it does not know instead of trusting it', () => {
    expect(read('/payment-status?status=success&gateway=bank&plan=free&token=')).toEqual({
      kind: 'success',
      gateway: null,
      plan: null,
      token: null,
    });
    expect(read('/payment-status?status=failure&gateway=stripe')).toEqual({
      kind: 'failure',
      gateway: 'stripe',
      reason: null,
    });
    expect(read('/payment-status?status=whatever_cancelled')).toEqual({
      kind: 'cancelled',
      gateway: null,
    });
    expect(read('/payment-status?status=pending&gateway=paypal')).toEqual({
      kind: 'unknown',
      gateway: 'paypal',
    });
  });
});

describe('isGateway', () => {
  it('knows the three gateways and nothing else', () => {
    for (const gateway of GATEWAYS) expect(isGateway(gateway)).toBe(true);
    for (const value of ['Stripe', 'bank', '', null, 1, undefined]) {
      expect(isGateway(value)).toBe(false);
    }
  });
});
