import { GATEWAY_LABELS, type Gateway } from '../../../shared/domain/payment-result.ts';
import { DomainError } from '../../../shared/errors.ts';

/** The refusals of the billing module, each under its own code. */
export const billingErrors = {
  /** `message` says which feature needs Pro, in the words the web shows. */
  proRequired: (message: string) => new DomainError('billing.pro_required', message),
  gatewayUnavailable: (gateway: Gateway) =>
    new DomainError(
      'billing.gateway_unavailable',
      `${GATEWAY_LABELS[gateway]} is not available on this server.`,
    ),
  /** `message` says why the plan cannot be bought now (already held, or less than what is held). */
  planNotAvailable: (message: string) => new DomainError('billing.plan_not_available', message),
  billedElsewhere: (provider: Gateway) =>
    new DomainError(
      'billing.billed_elsewhere',
      `Your Pro plan is billed through ${GATEWAY_LABELS[provider]}. Manage it there until it ends.`,
    ),
  notSubscribed: (message = 'You have no subscription to cancel.') =>
    new DomainError('billing.not_subscribed', message),
  nothingToResume: () =>
    new DomainError(
      'billing.nothing_to_resume',
      'Your subscription is not cancelled, or has already ended: there is nothing to resume.',
    ),
  checkoutNotFound: () =>
    new DomainError('billing.checkout_not_found', 'This test checkout does not exist or expired.'),
  paymentNotVerified: (message: string) => new DomainError('billing.payment_not_verified', message),
  invalidSignature: () =>
    new DomainError('billing.invalid_signature', 'The webhook signature is not valid.'),
  providerFailed: (gateway: Gateway) =>
    new DomainError(
      'billing.provider_failed',
      `${GATEWAY_LABELS[gateway]} did not answer. Nothing was changed; please try again later.`,
    ),
};
