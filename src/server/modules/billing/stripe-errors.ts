import Stripe from 'stripe';
import { billingErrors } from './billing.errors.ts';

/**
 * Runs Stripe calls and turns Stripe's refusals into the billing module's errors: a declined card
 * is a payment not verified, an object Stripe does not have is answered by `missing()` where the
 * caller says what that means, and anything else (an error answer, a 5xx after the retry, a timeout) is
 * `billing.provider_failed`, thrown before the caller has changed anything.
 */
export async function callStripe<T>(
  call: () => Promise<T>,
  { missing }: { missing?: () => Awaited<T> } = {},
): Promise<Awaited<T>> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (missing && error.code === 'resource_missing') return missing();
    const refusal =
      error instanceof Stripe.errors.StripeCardError
        ? billingErrors.paymentNotVerified('Stripe declined the payment.')
        : billingErrors.providerFailed('stripe');
    // Kept for whoever logs the refusal; the client only ever sees the code and message.
    refusal.cause = error;
    throw refusal;
  }
}
