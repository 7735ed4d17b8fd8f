import type { IncomingMessage } from 'node:http';
import Stripe from 'stripe';
import { type FakeReply, startFakeHttp } from './fake-http.ts';
import { createFakeStripeActions } from './fake-stripe-actions.ts';
import { createFakeStripeApi } from './fake-stripe-api.ts';
import { parseForm } from './fake-stripe-form.ts';
import { stripeId, unixSeconds } from './fake-stripe-objects.ts';
import {
  createFakeStripeState,
  type FakeStripePriceInput,
  StripeApiError,
} from './fake-stripe-state.ts';

export interface SignedStripeEvent {
  id: string;
  payload: string;
  signature: string;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * A Stripe API on 127.0.0.1 for the official SDK to talk to: customers, Checkout Sessions (made,
 * listed, expired), subscriptions (updated, cancelled) and billing portal sessions, in memory, with Stripe's key check and idempotency
 * keys. A test plays Stripe's side (a checkout paid, a subscription changed or renewed), signs
 * webhook events with the SDK's own test helper, and can make the next calls fail or hang.
 */
export async function startFakeStripe({
  prices,
  secretKey = 'sk_test_fake',
  webhookSecret = 'whsec_fake',
}: {
  prices: FakeStripePriceInput[];
  secretKey?: string;
  webhookSecret?: string;
}) {
  const state = createFakeStripeState(prices);
  let apiBase = '';
  const answer = createFakeStripeApi(state, () => apiBase);
  const replays = new Map<string, { request: string; status: number; body: unknown }>();

  const route = (request: IncomingMessage, body: string): FakeReply => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const message = 'Invalid API Key provided.';
      return { status: 401, body: { error: { type: 'invalid_request_error', message } } };
    }
    // As the SDK sends them: in the query string for GET and DELETE, in the body for POST.
    const text = method === 'POST' ? body : url.search.slice(1);
    const signature = `${method} ${url.pathname} ${text}`;
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? replays.get(key) : undefined;
    if (replay) {
      if (replay.request !== signature) {
        const message = 'Keys for idempotent requests can only be used with the same parameters.';
        return { status: 400, body: { error: { type: 'idempotency_error', message } } };
      }
      const headers = { 'idempotent-replayed': 'true' };
      return { status: replay.status, body: replay.body, headers };
    }
    let result: FakeReply;
    try {
      result = { status: 200, body: answer(method, url.pathname, parseForm(text)) };
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      result = { status: error.status, body: { error: error.body } };
    }
    if (typeof key === 'string' && method === 'POST') {
      replays.set(key, { request: signature, ...result });
    }
    return result;
  };

  const http = await startFakeHttp({
    route,
    headers: () => ({ 'request-id': stripeId('req'), 'stripe-version': Stripe.API_VERSION }),
    failureBody: () => ({ error: { type: 'api_error', message: 'An unknown error occurred.' } }),
    crashBody: (error) => ({ error: { type: 'api_error', message: String(error) } }),
  });
  apiBase = http.apiBase;

  return {
    ...http,
    secretKey,
    webhookSecret,
    customers: state.customers,
    sessions: state.sessions,
    subscriptions: state.subscriptions,
    invoices: state.invoices,
    portalSessions: state.portalSessions,
    ...createFakeStripeActions(state),

    /**
     * A webhook event about `object` as it is now, signed with the webhook secret the way
     * Stripe signs it. `secret` signs it with another key instead, as a forger would.
     */
    event(type: string, object: object, { secret = webhookSecret } = {}): SignedStripeEvent {
      const id = stripeId('evt');
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: unixSeconds(new Date()),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return { id, payload, signature };
    },
  };
}
