import type Stripe from 'stripe';
import {
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakeInvoice,
  type FakePortalSession,
  type FakePrice,
  type FakeSubscription,
  fakePrice,
  unixSeconds,
} from './fake-stripe-objects.ts';

/** An error answer of Stripe's API: `{ error: body }` under `status`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}

export interface FakeStripePriceInput {
  id: string;
  unitAmount: number;
  interval: 'month' | 'year';
}

/** What the fake Stripe holds, shared by its API and by the test's hand on Stripe's side. */
export function createFakeStripeState(priceInputs: FakeStripePriceInput[]) {
  return {
    prices: new Map(priceInputs.map((input) => [input.id, fakePrice(input)])),
    customers: new Map<string, FakeCustomer>(),
    sessions: new Map<string, FakeCheckoutSession>(),
    /** What each Checkout Session sells, kept out of its JSON as Stripe keeps line items. */
    sessionLines: new Map<string, { price: FakePrice; metadata: Stripe.Metadata }>(),
    subscriptions: new Map<string, FakeSubscription>(),
    invoices: new Map<string, FakeInvoice>(),
    portalSessions: new Map<string, FakePortalSession>(),
  };
}

export type FakeStripeState = ReturnType<typeof createFakeStripeState>;

/** Stripe's answer for an id it does not have; `param` when the id came in a request's body. */
export function noSuch(kind: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param && { param }),
  });
}

export function found<T>(map: Map<string, T>, kind: string, id: string, param?: string): T {
  const value = map.get(id);
  if (value === undefined) throw noSuch(kind, id, param);
  return value;
}

export const intervalOf = (price: FakePrice) =>
  price.recurring?.interval === 'year' ? 'year' : 'month';

/** Cancelling at the period end sets `cancel_at` to that end; resuming clears both. */
export function setCancelAtPeriodEnd(subscription: FakeSubscription, cancel: boolean): void {
  const periodEnd = Math.max(...subscription.items.data.map((item) => item.current_period_end));
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? periodEnd : null;
  subscription.canceled_at = cancel ? unixSeconds(new Date()) : null;
}
