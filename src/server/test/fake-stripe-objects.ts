import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

// The JSON the fake Stripe answers with: the fields of each object the real API sends for this API
// version, typed from the SDK's own types so a field in the wrong place fails the type check.
// References are ids, as the API sends them until a request expands them. Decimals travel as
// strings on the wire, which the SDK types as its Decimal class.

export type FakeCustomer = Pick<
  Stripe.Customer,
  | 'id'
  | 'object'
  | 'address'
  | 'balance'
  | 'created'
  | 'currency'
  | 'default_source'
  | 'delinquent'
  | 'description'
  | 'email'
  | 'invoice_prefix'
  | 'livemode'
  | 'metadata'
  | 'name'
  | 'phone'
  | 'preferred_locales'
  | 'shipping'
  | 'tax_exempt'
  | 'test_clock'
>;

export type FakePrice = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'custom_unit_amount'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'recurring'
  | 'tax_behavior'
  | 'tiers_mode'
  | 'transform_quantity'
  | 'type'
  | 'unit_amount'
> & { product: string; unit_amount_decimal: string };

type FakePlan = Pick<
  Stripe.Plan,
  | 'id'
  | 'object'
  | 'active'
  | 'amount'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'interval'
  | 'interval_count'
  | 'livemode'
  | 'metadata'
  | 'meter'
  | 'nickname'
  | 'tiers_mode'
  | 'transform_usage'
  | 'trial_period_days'
  | 'usage_type'
> & { product: string; amount_decimal: string };

export type FakeSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  | 'id'
  | 'object'
  | 'billing_thresholds'
  | 'created'
  | 'current_period_end'
  | 'current_period_start'
  | 'discounts'
  | 'metadata'
  | 'quantity'
  | 'subscription'
  | 'tax_rates'
> & { price: FakePrice; plan: FakePlan };

export type FakeSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'application'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'days_until_due'
  | 'default_payment_method'
  | 'description'
  | 'ended_at'
  | 'livemode'
  | 'metadata'
  | 'schedule'
  | 'start_date'
  | 'status'
  | 'trial_end'
  | 'trial_start'
> & {
  customer: string;
  latest_invoice: string | null;
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: boolean; url: string };
};

export type FakeInvoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'account_country'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'hosted_invoice_url'
  | 'livemode'
  | 'metadata'
  | 'number'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'subtotal'
  | 'total'
> & {
  customer: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Stripe.Metadata; subscription: string };
  };
};

export type FakeCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_method_types'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'ui_mode'
  | 'url'
> & { customer: string | null; subscription: string | null; invoice: string | null };

export type FakePortalSession = Pick<
  Stripe.BillingPortal.Session,
  | 'id'
  | 'object'
  | 'created'
  | 'customer'
  | 'customer_account'
  | 'flow'
  | 'livemode'
  | 'locale'
  | 'on_behalf_of'
  | 'return_url'
  | 'url'
> & { configuration: string };

export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const end = new Date(from.getTime());
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export function fakePrice(input: {
  id: string;
  unitAmount: number;
  interval: 'month' | 'year';
}): FakePrice {
  return {
    id: input.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: unixSeconds(new Date()),
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: 'prod_pomopal_pro',
    recurring: {
      interval: input.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

export function fakeSubscriptionItem(input: {
  subscription: string;
  price: FakePrice;
  interval: 'month' | 'year';
  periodStart: Date;
  periodEnd: Date;
}): FakeSubscriptionItem {
  const { price } = input;
  return {
    id: stripeId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: unixSeconds(input.periodStart),
    current_period_end: unixSeconds(input.periodEnd),
    current_period_start: unixSeconds(input.periodStart),
    discounts: [],
    metadata: {},
    plan: {
      id: price.id,
      object: 'plan',
      active: true,
      amount: price.unit_amount,
      amount_decimal: price.unit_amount_decimal,
      billing_scheme: 'per_unit',
      created: price.created,
      currency: price.currency,
      interval: input.interval,
      interval_count: 1,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: null,
      product: price.product,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    price,
    quantity: 1,
    subscription: input.subscription,
    tax_rates: [],
  };
}

export function fakeInvoice(input: {
  subscription: FakeSubscription;
  amount: number;
  paid: boolean;
  reason: 'subscription_create' | 'subscription_update' | 'subscription_cycle';
  periodStart: Date;
  periodEnd: Date;
}): FakeInvoice {
  const { subscription, amount, paid } = input;
  const id = stripeId('in');
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    billing_reason: input.reason,
    collection_method: 'charge_automatically',
    created: unixSeconds(new Date()),
    currency: 'usd',
    customer: subscription.customer,
    customer_email: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
    livemode: false,
    metadata: {},
    number: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    period_end: unixSeconds(input.periodEnd),
    period_start: unixSeconds(input.periodStart),
    status: paid ? 'paid' : 'open',
    subtotal: amount,
    total: amount,
  };
}

export function fakeCustomer(input: {
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
}): FakeCustomer {
  return {
    id: stripeId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: unixSeconds(new Date()),
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description,
    email: input.email,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

/** A subscription Checkout just started: active, one item, paid to `periodEnd`. */
export function fakeSubscription(input: {
  customer: string;
  price: FakePrice;
  interval: 'month' | 'year';
  metadata: Stripe.Metadata;
  periodEnd: Date;
}): FakeSubscription {
  const now = new Date();
  const id = stripeId('sub');
  const item = fakeSubscriptionItem({
    subscription: id,
    price: input.price,
    interval: input.interval,
    periodStart: now,
    periodEnd: input.periodEnd,
  });
  return {
    id,
    object: 'subscription',
    application: null,
    billing_cycle_anchor: unixSeconds(now),
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created: unixSeconds(now),
    currency: 'usd',
    customer: input.customer,
    days_until_due: null,
    default_payment_method: 'pm_card_visa',
    description: null,
    ended_at: null,
    items: {
      object: 'list',
      data: [item],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    schedule: null,
    start_date: unixSeconds(now),
    status: 'active',
    trial_end: null,
    trial_start: null,
  };
}
