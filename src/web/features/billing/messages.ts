import { GATEWAY_LABELS, type Gateway } from '../../../shared/domain/payment-result.ts';

/**
 * The failure reasons Pomopal's own return addresses carry (the sandbox's decline). The reason
 * arrives in the query string, so anyone can write a link with their own text: only these show.
 */
const KNOWN_FAILURE_REASONS: readonly string[] = ['Your card was declined.'];

function shownFailureReason(reason: string | null): string {
  return reason !== null && KNOWN_FAILURE_REASONS.includes(reason)
    ? reason
    : 'An unexpected error occurred.';
}

/** A payment through `gateway` by name: the test gateway's name already says 'payment'. */
const paymentName = (gateway: Gateway) =>
  gateway === 'sandbox' ? GATEWAY_LABELS.sandbox : `${GATEWAY_LABELS[gateway]} payment`;

/** A failure's first sentence: '<Provider> Payment Failed.', and the test gateway's by its name. */
const failedTitle = (gateway: Gateway) =>
  gateway === 'sandbox'
    ? `${paymentName(gateway)} failed.`
    : `${GATEWAY_LABELS[gateway]} Payment Failed.`;

/** The exact user-facing texts of plans and payments. */
export const billingMessages = {
  // Payments.
  paymentFailed: (gateway: Gateway, reason: string | null) =>
    `${failedTitle(gateway)} ${shownFailureReason(reason)} Please try again or contact support.`,
  paymentCancelled: (gateway: Gateway) =>
    `Your ${paymentName(gateway)} process was cancelled. You have not been charged.`,
  statusUndetermined:
    'Your payment status is undetermined. Please check your account or contact support.',
  noGateway: 'Payment status could not be determined.',
  // Every gateway is verified on return, not PayPal alone.
  verificationFailed: (gateway: Gateway) =>
    `${paymentName(gateway)} verification failed. Please contact support.`,
  checkoutFailed: (gateway: Gateway) =>
    `Failed to initiate ${paymentName(gateway)}. Please try again later.`,
  sessionExpired:
    'Payment was successful, but your session has expired. Please log in to access your subscription.',
  cancelFailed: 'Failed to cancel subscription. Please try again or contact support.',
  cancelSignedOut: 'You must be logged in to cancel your subscription.',
  cancelConfirm:
    'Are you sure you want to cancel your subscription? You will lose access to Pro features at the end of your current billing period.',
  // Plans.
  signInToSubscribe: 'Please log in to subscribe.',

  // Success.
  thankYou: (planName: string) => `Thank you for subscribing to ${planName}!`,
  thankYouDetail: 'Your Pro features are ready. Taking you to your tasks...',
  confirming: 'Confirming your payment...',
  paymentHeld: (gateway: Gateway) =>
    `${GATEWAY_LABELS[gateway]} is still confirming your payment. Pro is added as soon as it completes; you can leave this page.`,
  // Stripe updates a running subscription in place and charges the prorated difference at once.
  switchPlanTitle: (planName: string) => `Switch to ${planName}?`,
  switchPlanCharge:
    'Your card on file is charged now for the new plan, less the unused part of your current one.',
  cancelled: (until: string | null) =>
    until
      ? `Your subscription is cancelled. You keep Pro features until ${until}.`
      : 'Your subscription is cancelled.',

  resumed: (renewsOn: string | null) =>
    renewsOn
      ? `Your subscription is resumed. It renews on ${renewsOn}.`
      : 'Your subscription is resumed.',
  resumeFailed: 'Could not resume your subscription. Please try again later.',
  resumeEnded: 'Your subscription has already ended. Choose a plan to subscribe again.',

  plansLoadFailed: 'Could not load the plans.',
  subscriptionLoadFailed: 'Could not load your subscription.',
  sandboxOnly:
    'Test payments only: no money changes hands. This server has no payment provider set up.',
  noGatewayConfigured: 'Payments are not available on this server right now.',
  planNotAvailable: 'That plan is not available with your current subscription.',
  billedElsewhere: (gateway: Gateway | null) =>
    gateway
      ? `Your Pro plan is billed through ${GATEWAY_LABELS[gateway]}. Cancel it there before paying another way.`
      : 'Your Pro plan is billed another way. Cancel it before paying with this one.',
  gatewayUnavailable: 'That payment method is not available right now. Please choose another.',
  portalFailed: 'Could not open the billing portal. Please try again later.',
} as const;
