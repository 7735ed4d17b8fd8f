// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPaymentResult } from '../../../shared/domain/payment-result.ts';
import { apiError } from '../../test/api-errors.ts';
import { makeProSubscription } from './billing-fixtures.ts';
import { type ConfirmState, paymentOutcome } from './payment-outcome.ts';

const read = (query: string) => readPaymentResult(new URLSearchParams(query));
const idle: ConfirmState = { status: 'idle' };
const outcome = (query: string, confirm: ConfirmState = idle, signedIn = true) =>
  paymentOutcome({ result: read(query), signedIn, authPending: false, confirm });

const SUCCESS = 'status=success&gateway=paypal&plan=pro_monthly&token=ORDER-1';

describe('paymentOutcome', () => {
  it('shows nothing without a return', () => {
    expect(outcome('')).toEqual({ kind: 'none' });
  });

  it('says the status could not be determined without a known gateway', () => {
    for (const query of ['status=success', 'status=failure&gateway=bitcoin']) {
      expect(outcome(query)).toMatchObject({
        kind: 'problem',
        message: 'Payment status could not be determined.',
        next: 'dashboard',
      });
    }
  });

  it("names the gateway and the reason of a failure, or 'An unexpected error occurred.'", () => {
    expect(outcome('status=failure&gateway=sandbox&reason=Your card was declined.')).toMatchObject({
      message: 'Test payment failed. Your card was declined. Please try again or contact support.',
      next: 'subscription',
    });
    expect(outcome('status=failure&gateway=sandbox')).toMatchObject({
      message:
        'Test payment failed. An unexpected error occurred. Please try again or contact support.',
      next: 'subscription',
    });
  });

  it('never shows a reason Pomopal did not write, since anyone can craft the link', () => {
    const crafted = 'status=failure&gateway=stripe&reason=Call 555-0100 to claim your refund.';
    expect(outcome(crafted)).toMatchObject({
      message:
        'Stripe Payment Failed. An unexpected error occurred. Please try again or contact support.',
    });
  });

  it('says a cancelled payment charged nothing', () => {
    expect(outcome('status=paypal_cancelled&gateway=paypal')).toMatchObject({
      tone: 'info',
      message: 'Your PayPal payment process was cancelled. You have not been charged.',
      next: 'dashboard',
    });
  });

  it('calls an unknown status, or a success it cannot verify, undetermined', () => {
    const undetermined =
      'Your payment status is undetermined. Please check your account or contact support.';
    expect(outcome('status=pending&gateway=stripe')).toMatchObject({ message: undetermined });
    expect(outcome('status=success&gateway=paypal&plan=pro_monthly')).toMatchObject({
      message: undetermined,
    });
    expect(outcome('status=success&gateway=paypal&token=T')).toMatchObject({
      message: undetermined,
    });
  });

  it('shows a success only once the server confirmed it', () => {
    expect(outcome(SUCCESS)).toEqual({ kind: 'verifying' });
    expect(outcome(SUCCESS, { status: 'pending' })).toEqual({ kind: 'verifying' });
    const subscription = makeProSubscription('paypal');
    expect(outcome(SUCCESS, { status: 'success', subscription })).toEqual({
      kind: 'paid',
      subscription,
    });
  });

  it('thanks no one whose confirmed plan is not Pro (a replayed return after it lapsed)', () => {
    const lapsed = makeProSubscription('paypal', '2020-01-01T12:00:00.000Z', {
      isPro: false,
      isActive: false,
    });
    expect(outcome(SUCCESS, { status: 'success', subscription: lapsed })).toMatchObject({
      kind: 'problem',
      message: 'Your payment status is undetermined. Please check your account or contact support.',
      next: 'dashboard',
    });
  });

  it('waits for the session before judging a success', () => {
    expect(
      paymentOutcome({ result: read(SUCCESS), signedIn: false, authPending: true, confirm: idle }),
    ).toEqual({ kind: 'verifying' });
  });

  it('tells a signed-out visitor the payment went through but the session expired', () => {
    const expired = {
      kind: 'session-expired',
      message:
        'Payment was successful, but your session has expired. Please log in to access your subscription.',
    };
    expect(outcome(SUCCESS, idle, false)).toEqual(expired);
    expect(outcome(SUCCESS, { status: 'error', error: apiError('auth.unauthorized') })).toEqual(
      expired,
    );
  });

  it('says verification failed when the provider does not confirm the payment', () => {
    expect(
      outcome(SUCCESS, { status: 'error', error: apiError('billing.payment_not_verified') }),
    ).toMatchObject({
      message: 'PayPal payment verification failed. Please contact support.',
      retryable: false,
    });
  });

  it('offers to ask again when the server or the provider could not answer', () => {
    for (const code of [
      'billing.provider_failed',
      'server.internal',
      'network.unreachable',
    ] as const) {
      expect(outcome(SUCCESS, { status: 'error', error: apiError(code) })).toMatchObject({
        message:
          'Your payment status is undetermined. Please check your account or contact support.',
        retryable: true,
      });
    }
  });
});
