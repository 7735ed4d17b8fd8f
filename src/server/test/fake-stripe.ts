import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
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
  let failure: { mode: 'error' | 'hang'; remaining: number } | null = null;

  const send = (response: ServerResponse, status: number, body: unknown, replayed = false) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': stripeId('req'),
      'stripe-version': Stripe.API_VERSION,
      ...(replayed && { 'idempotent-replayed': 'true' }),
    });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    if (failure && failure.remaining > 0) {
      failure.remaining -= 1;
      if (failure.mode === 'hang') return;
      const body = { error: { type: 'api_error', message: 'An unknown error occurred.' } };
      return send(response, 500, body);
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const message = 'Invalid API Key provided.';
      return send(response, 401, { error: { type: 'invalid_request_error', message } });
    }
    // As the SDK sends them: in the query string for GET and DELETE, in the body for POST.
    const text = method === 'POST' ? Buffer.concat(chunks).toString() : url.search.slice(1);
    const signature = `${method} ${url.pathname} ${text}`;
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? replays.get(key) : undefined;
    if (replay) {
      if (replay.request !== signature) {
        const message = 'Keys for idempotent requests can only be used with the same parameters.';
        return send(response, 400, { error: { type: 'idempotency_error', message } });
      }
      return send(response, replay.status, replay.body, true);
    }
    let result: { status: number; body: unknown };
    try {
      result = { status: 200, body: answer(method, url.pathname, parseForm(text)) };
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      result = { status: error.status, body: { error: error.body } };
    }
    if (typeof key === 'string' && method === 'POST') {
      replays.set(key, { request: signature, ...result });
    }
    send(response, result.status, result.body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  apiBase = `http://127.0.0.1:${address.port}`;

  return {
    apiBase,
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

    /** The next `times` requests answer 500, or are never answered. */
    fail(mode: 'error' | 'hang', times = Number.POSITIVE_INFINITY): void {
      failure = { mode, remaining: times };
    },

    recover(): void {
      failure = null;
    },

    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
