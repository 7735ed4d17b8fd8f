import type Stripe from 'stripe';
import { entries, type Form, field } from './fake-stripe-form.ts';
import {
  addInterval,
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakePortalSession,
  type FakeSubscription,
  fakeCustomer,
  fakeInvoice,
  fakeSubscriptionItem,
  stripeId,
  unixSeconds,
} from './fake-stripe-objects.ts';
import {
  type FakeStripeState,
  found,
  intervalOf,
  noSuch,
  StripeApiError,
  setCancelAtPeriodEnd,
} from './fake-stripe-state.ts';

/** Metadata as Stripe merges it: an empty value removes the key. */
function metadataFrom(form: Form, path: string[], base: Stripe.Metadata = {}): Stripe.Metadata {
  const metadata = { ...base };
  for (const [name, value] of entries(form, ...path)) {
    if (value === '') delete metadata[name];
    else metadata[name] = value;
  }
  return metadata;
}

/**
 * The endpoints of Stripe's API the billing module calls, answering as Stripe does: customers,
 * Checkout Sessions, subscriptions, billing portal sessions, with `expand`.
 */
export function createFakeStripeApi(state: FakeStripeState, baseUrl: () => string) {
  const { prices, customers, sessions, sessionLines, subscriptions, invoices, portalSessions } =
    state;

  /** The object an id names, for `expand`. */
  const byId = (id: string): unknown =>
    customers.get(id) ??
    sessions.get(id) ??
    subscriptions.get(id) ??
    invoices.get(id) ??
    portalSessions.get(id);

  /** Replaces the ids at each `expand` path (`subscription`, `subscription.latest_invoice`). */
  const expand = (object: object, paths: string[]): unknown => {
    const copy: Record<string, unknown> = { ...object };
    const byHead = new Map<string, string[]>();
    for (const path of paths) {
      const [head = '', ...rest] = path.split('.');
      byHead.set(head, [...(byHead.get(head) ?? []), ...(rest.length ? [rest.join('.')] : [])]);
    }
    for (const [head, rest] of byHead) {
      const value = copy[head];
      const target = typeof value === 'string' ? byId(value) : value;
      if (typeof target === 'object' && target !== null) copy[head] = expand(target, rest);
    }
    return copy;
  };

  const createCustomer = (form: Form): FakeCustomer => {
    const customer = fakeCustomer({
      email: field(form, 'email') ?? null,
      name: field(form, 'name') ?? null,
      description: field(form, 'description') ?? null,
      metadata: metadataFrom(form, ['metadata']),
    });
    customers.set(customer.id, customer);
    return customer;
  };

  const createSession = (form: Form): FakeCheckoutSession => {
    if (field(form, 'mode') !== 'subscription') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'This fake only makes subscription Checkout Sessions.',
        param: 'mode',
      });
    }
    const successUrl = field(form, 'success_url');
    if (!successUrl) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'Missing required param: success_url.',
        param: 'success_url',
      });
    }
    const priceId = field(form, 'line_items', '0', 'price') ?? '';
    const price = found(prices, 'price', priceId, 'line_items[0][price]');
    const customer = field(form, 'customer') ?? null;
    if (customer !== null) found(customers, 'customer', customer, 'customer');
    const id = stripeId('cs_test');
    const created = unixSeconds(new Date());
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: price.unit_amount,
      amount_total: price.unit_amount,
      cancel_url: field(form, 'cancel_url') ?? null,
      client_reference_id: field(form, 'client_reference_id') ?? null,
      created,
      currency: 'usd',
      customer,
      customer_email: null,
      expires_at: created + 24 * 3600,
      invoice: null,
      livemode: false,
      locale: null,
      metadata: metadataFrom(form, ['metadata']),
      mode: 'subscription',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: successUrl,
      ui_mode: 'hosted',
      url: `${baseUrl()}/c/pay/${id}`,
    };
    sessions.set(id, session);
    sessionLines.set(id, {
      price,
      metadata: metadataFrom(form, ['subscription_data', 'metadata']),
    });
    return session;
  };

  /** A new price (charged at once; a new period when the interval changes). */
  const changePrice = (subscription: FakeSubscription, itemId: string, priceId: string) => {
    const index = subscription.items.data.findIndex((item) => item.id === itemId);
    const current = subscription.items.data[index];
    if (!current) throw noSuch('subscription item', itemId, 'items[0][id]');
    const price = found(prices, 'price', priceId, 'items[0][price]');
    if (price.id === current.price.id) return;
    const intervalChanged = intervalOf(price) !== intervalOf(current.price);
    const now = new Date();
    const start = intervalChanged ? now : new Date(current.current_period_start * 1000);
    const end = intervalChanged
      ? addInterval(now, intervalOf(price))
      : new Date(current.current_period_end * 1000);
    subscription.items.data[index] = {
      ...fakeSubscriptionItem({
        subscription: subscription.id,
        price,
        interval: intervalOf(price),
        periodStart: start,
        periodEnd: end,
      }),
      id: current.id,
    };
    if (intervalChanged) subscription.billing_cycle_anchor = unixSeconds(now);
    const invoice = fakeInvoice({
      subscription,
      amount: price.unit_amount ?? 0,
      paid: true,
      reason: 'subscription_update',
      periodStart: start,
      periodEnd: end,
    });
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
  };

  const updateSubscription = (id: string, form: Form): FakeSubscription => {
    const subscription = found(subscriptions, 'subscription', id);
    if (subscription.status === 'canceled') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'A canceled subscription can only update its cancellation_details and metadata.',
      });
    }
    const itemId = field(form, 'items', '0', 'id');
    const priceId = field(form, 'items', '0', 'price');
    if (itemId && priceId) changePrice(subscription, itemId, priceId);
    const cancelAtPeriodEnd = field(form, 'cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined) {
      setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd === 'true');
    }
    subscription.metadata = metadataFrom(form, ['metadata'], subscription.metadata);
    return subscription;
  };

  /** Stripe's list: newest first, `limit` (10 by default) at a time after `starting_after`. */
  const listSessions = (form: Form) => {
    const customer = field(form, 'customer');
    const status = field(form, 'status');
    const matching = [...sessions.values()]
      .filter((session) => customer === undefined || session.customer === customer)
      .filter((session) => status === undefined || session.status === status)
      .reverse();
    const after = field(form, 'starting_after');
    const start = after === undefined ? 0 : matching.findIndex((each) => each.id === after) + 1;
    const limit = Number(field(form, 'limit') ?? 10);
    const page = matching.slice(start, start + limit);
    return {
      object: 'list',
      data: page,
      has_more: start + limit < matching.length,
      url: '/v1/checkout/sessions',
    };
  };

  const expireSession = (id: string): FakeCheckoutSession => {
    const session = found(sessions, 'checkout.session', id);
    if (session.status !== 'open') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
      });
    }
    session.status = 'expired';
    session.url = null;
    return session;
  };

  /** Cancelled at once: it ends now, and charges nothing more. */
  const cancelSubscription = (id: string): FakeSubscription => {
    const subscription = found(subscriptions, 'subscription', id);
    if (subscription.status === 'canceled') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'A canceled subscription can only update its cancellation_details and metadata.',
      });
    }
    const now = unixSeconds(new Date());
    subscription.status = 'canceled';
    subscription.canceled_at = now;
    subscription.ended_at = now;
    return subscription;
  };

  const createPortalSession = (form: Form): FakePortalSession => {
    const customer = field(form, 'customer') ?? '';
    found(customers, 'customer', customer, 'customer');
    const id = stripeId('bps');
    const session: FakePortalSession = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_fake',
      created: unixSeconds(new Date()),
      customer,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: field(form, 'return_url') ?? null,
      url: `${baseUrl()}/p/session/${id}`,
    };
    portalSessions.set(id, session);
    return session;
  };

  const handlers: Record<string, (form: Form, id: string) => object> = {
    'POST customers': createCustomer,
    'GET customers/:id': (_form, id) => found(customers, 'customer', id),
    'POST checkout/sessions': createSession,
    'GET checkout/sessions': listSessions,
    'GET checkout/sessions/:id': (_form, id) => found(sessions, 'checkout.session', id),
    'POST checkout/sessions/:id/expire': (_form, id) => expireSession(id),
    'GET subscriptions/:id': (_form, id) => found(subscriptions, 'subscription', id),
    'POST subscriptions/:id': (form, id) => updateSubscription(id, form),
    'DELETE subscriptions/:id': (_form, id) => cancelSubscription(id),
    'POST billing_portal/sessions': createPortalSession,
  };

  /** Answers one request, or throws the StripeApiError Stripe would answer. */
  return (method: string, path: string, form: Form): unknown => {
    const resources =
      /^\/v1\/(customers|checkout\/sessions|subscriptions|billing_portal\/sessions)(?:\/(\w+)(\/expire)?)?$/;
    const [, resource, id = '', action = ''] = resources.exec(path) ?? [];
    const handler = handlers[`${method} ${resource}${id ? '/:id' : ''}${action}`];
    if (!handler) {
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
    }
    const expandPaths = entries(form, 'expand').map(([, value]) => value);
    return expand(handler(form, id), expandPaths);
  };
}
