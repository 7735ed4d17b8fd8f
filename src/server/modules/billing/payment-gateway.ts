import type { Gateway } from '../../../shared/domain/payment-result.ts';
import type { PaidPlanKey } from '../../../shared/domain/plans.ts';
import type { DomainError } from '../../../shared/errors.ts';

/** The signed-in user a checkout is for. */
export interface BillingUser {
  id: string;
  email: string;
}

/** The user's stored subscription, as far as a gateway needs it. */
export interface StoredSubscription {
  plan: PaidPlanKey | 'free';
  provider: Gateway | null;
  currentPeriodEnd: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

export interface CheckoutInput {
  user: BillingUser;
  plan: PaidPlanKey;
  subscription: StoredSubscription | null;
  /**
   * Absolute return addresses (see paymentReturnPath). `successUrl` has no token yet: each
   * gateway adds its own (Stripe's {CHECKOUT_SESSION_ID}, PayPal's appended `token`, the test
   * checkout's id).
   */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutResult {
  /** The provider's page the browser goes to. */
  url: string;
  /** A Stripe customer created for this user, kept so the next checkout reuses it. */
  stripeCustomerId?: string;
}

/** What the provider confirmed was paid; the server writes the user's subscription from it. */
export interface ConfirmedPayment {
  plan: PaidPlanKey;
  /** The id recorded once in payment_events (order, checkout session, test checkout). */
  paymentId: string;
  /**
   * The end of the paid period as the provider states it (a Stripe subscription), or null for a
   * one-off purchase whose period the server computes from what the user already holds.
   */
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  ids: Partial<{
    stripeCustomerId: string;
    stripeSubscriptionId: string;
    paypalOrderId: string;
    paypalCaptureId: string;
  }>;
}

/**
 * A payment the provider holds (a PayPal capture under review): neither paid nor refused yet, it
 * is asked about again later.
 */
export interface HeldPayment {
  held: true;
}

/**
 * One way of taking payments. Every call verifies with the provider; nothing a browser brings
 * back is believed without it. A provider that fails or times out throws
 * `billing.provider_failed`; a payment it does not confirm throws `billing.payment_not_verified`.
 */
export interface PaymentGateway {
  readonly name: Gateway;
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>;
  /**
   * Verifies that `token` was paid by `userId` for `plan`, at the plan's price. `refusal` is set
   * when the checkout rules no longer allow this purchase (a second tab, a late return): a
   * gateway that takes the money only now (PayPal's capture) throws it instead of charging. A
   * payment the provider still holds answers `HeldPayment`.
   */
  confirm(input: {
    userId: string;
    plan: PaidPlanKey;
    token: string;
    refusal: DomainError | null;
  }): Promise<ConfirmedPayment | HeldPayment>;
  /** Stops renewal at the provider; access lasts to the period end. */
  cancel(subscription: StoredSubscription): Promise<void>;
  /**
   * Ends the plan at the provider at once, with no refund, for an account being deleted; only a
   * gateway whose plans would go on charging has one. Ending one already ended does nothing.
   */
  endNow?(subscription: StoredSubscription): Promise<void>;
  /**
   * Undoes a cancel before the period ends, so the plan renews again; only a gateway whose plans
   * renew by themselves has one.
   */
  resume?(userId: string, subscription: StoredSubscription): Promise<void>;
  /**
   * Stops at once what a payment taken but refused started (a second Stripe subscription), where
   * the provider has something that would go on charging.
   */
  endRefused?(payment: ConfirmedPayment): Promise<void>;
  /**
   * Runs once a payment through this gateway was granted, with the end of the period it paid for:
   * a gateway whose renewals Pomopal runs itself (the test gateway) queues the next one there.
   */
  granted?(userId: string, periodEnd: Date): Promise<void>;
  /** The provider's billing portal for this customer, where it has one (Stripe). */
  portal?(subscription: StoredSubscription, returnUrl: string): Promise<string>;
}

/** A Stripe subscription as re-read from Stripe: what the server stores, whatever event told of it. */
export interface StripeSubscriptionState {
  userId: string;
  plan: PaidPlanKey;
  /** Stripe's status is active or trialing; any other status grants nothing. */
  active: boolean;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  customerId: string;
  subscriptionId: string;
}

/**
 * The billing module's record of provider events, as the Stripe webhook uses it. The state is
 * re-read from Stripe and written whole, so processing an event twice is harmless; recording its
 * id only after it was processed means a failure part-way leaves it to Stripe's retry.
 */
export interface BillingLedger {
  wasProcessed(provider: Gateway, eventId: string): Promise<boolean>;
  markProcessed(input: {
    provider: Gateway;
    eventId: string;
    type: string;
    userId: string | null;
  }): Promise<void>;
  /**
   * Writes the subscription, or answers why it is refused: paid while the user holds Pro
   * elsewhere (takenPaymentRefusal), it is left for the caller to end at Stripe.
   */
  saveStripeSubscription(state: StripeSubscriptionState): Promise<DomainError | null>;
}
