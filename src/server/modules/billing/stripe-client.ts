import Stripe from 'stripe';

/** Long enough for Stripe's slowest calls, short enough that a checkout click is not left hanging. */
const STRIPE_TIMEOUT_MS = 10_000;

/**
 * The official Stripe SDK, pinned to the API version its types describe. `apiBase` points it
 * elsewhere than api.stripe.com (the tests' fake Stripe on 127.0.0.1).
 */
export function createStripeClient({
  secretKey,
  apiBase,
  timeoutMs = STRIPE_TIMEOUT_MS,
}: {
  secretKey: string;
  apiBase?: string;
  timeoutMs?: number;
}): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    apiVersion: Stripe.API_VERSION,
    // One retry, under the same idempotency key, rides out a dropped connection or a brief 5xx.
    maxNetworkRetries: 1,
    timeout: timeoutMs,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
