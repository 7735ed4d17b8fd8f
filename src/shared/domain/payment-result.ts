import { isPaidPlanKey, type PaidPlanKey } from './plans.ts';

/** The ways Pomopal takes payments: two providers and the local test gateway. */
export const GATEWAYS = ['stripe', 'paypal', 'sandbox'] as const;
export type Gateway = (typeof GATEWAYS)[number];

/**
 * How each gateway is named to the user, in the product's sentences ('{Gateway} Payment Failed.',
 * 'Your {Gateway} payment process was cancelled.'), so a name that reads as a noun on its own.
 */
export const GATEWAY_LABELS: Readonly<Record<Gateway, string>> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  // The name its checkout page shows, so its results say the same.
  sandbox: 'Test payment',
};

export function isGateway(value: unknown): value is Gateway {
  return typeof value === 'string' && GATEWAYS.some((gateway) => gateway === value);
}

/** Where every gateway sends the browser back: public, so an expired session still lands. */
export const PAYMENT_RETURN_PATH = '/payment-status';

/**
 * The query string a gateway returns with (the payment result): status is success,
 * failure or '<gateway>_cancelled'; the token names what the server verifies with the provider.
 */
export type PaymentReturn =
  | { status: 'success'; gateway: Gateway; plan: PaidPlanKey; token?: string }
  | { status: 'failure'; gateway: Gateway; plan?: PaidPlanKey; reason?: string }
  | { status: 'cancelled'; gateway: Gateway; plan?: PaidPlanKey };

/** The path and query a gateway returns to, without the origin. */
export function paymentReturnPath(result: PaymentReturn): string {
  const params = new URLSearchParams();
  params.set(
    'status',
    result.status === 'cancelled' ? `${result.gateway}_cancelled` : result.status,
  );
  params.set('gateway', result.gateway);
  if (result.plan) params.set('plan', result.plan);
  if (result.status === 'success' && result.token) params.set('token', result.token);
  if (result.status === 'failure' && result.reason) params.set('reason', result.reason);
  return `${PAYMENT_RETURN_PATH}?${params.toString()}`;
}

/** What a return's query string says, as the pages read it; `unknown` when it says nothing usable. */
export type PaymentResult =
  | { kind: 'success'; gateway: Gateway | null; plan: PaidPlanKey | null; token: string | null }
  | { kind: 'failure'; gateway: Gateway | null; reason: string | null }
  | { kind: 'cancelled'; gateway: Gateway | null }
  | { kind: 'unknown'; gateway: Gateway | null }
  | { kind: 'none' };

/**
 * Reads a return's query string. Nothing in it is trusted: a success only starts the server's
 * verification with the provider; it never grants Pro by itself.
 */
export function readPaymentResult(params: URLSearchParams): PaymentResult {
  const status = params.get('status');
  if (status === null) return { kind: 'none' };
  const rawGateway = params.get('gateway');
  const gateway = isGateway(rawGateway) ? rawGateway : null;
  if (status === 'success') {
    const plan = params.get('plan');
    // PayPal appends its order id as `token`; the others are given theirs in the return address.
    return {
      kind: 'success',
      gateway,
      plan: isPaidPlanKey(plan) ? plan : null,
      token: params.get('token') || null,
    };
  }
  if (status === 'failure')
    return { kind: 'failure', gateway, reason: params.get('reason') || null };
  if (status.endsWith('_cancelled')) return { kind: 'cancelled', gateway };
  return { kind: 'unknown', gateway };
}
