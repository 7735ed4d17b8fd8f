import {
  checkoutBodySchema,
  confirmBodySchema,
  type PlansResponse,
} from '../../../shared/billing.schemas.ts';
import type { Gateway } from '../../../shared/domain/payment-result.ts';
import { type PaidPlanKey, PLANS, paidPlanViews } from '../../../shared/domain/plans.ts';
import { FREE_SUBSCRIPTION, type Subscription } from '../../../shared/subscription.schemas.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-mock.ts';

/** Test data for the billing feature's tests. */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return { ...FREE_SUBSCRIPTION, ...overrides };
}

/** A paid plan held through `provider` until `end` (noon UTC, so every time zone reads the same day). */
export function makeProSubscription(
  provider: Gateway,
  end = '2031-06-05T12:00:00.000Z',
  overrides: Partial<Subscription> = {},
): Subscription {
  return makeSubscription({
    plan: 'pro_monthly',
    planDisplay: 'Pro Monthly',
    isActive: true,
    isPro: true,
    currentPeriodEnd: end,
    provider,
    ...overrides,
  });
}

/** GET /api/plans as the server answers it, from the shared plan table. */
export function makePlansResponse(gateways: Gateway[] = ['sandbox']): PlansResponse {
  return {
    plans: paidPlanViews(),
    gateways,
  };
}

export interface FakeBillingServer {
  subscription?: Subscription;
  gateways?: Gateway[];
  /**
   * Overrides an answer by URL (`/api/...`): null leaves the request pending, undefined falls
   * through to the defaults.
   */
  answer?: (url: string, init: RequestInit | undefined) => Response | null | undefined;
}

/** Stubs fetch for the billing API, answering like the server would on a good day. */
export function stubBillingApi({ subscription, gateways, answer }: FakeBillingServer = {}) {
  let current = subscription ?? makeSubscription();
  const paid = (plan: PaidPlanKey) =>
    makeProSubscription('sandbox', '2031-06-05T12:00:00.000Z', {
      plan,
      planDisplay: PLANS[plan].name,
    });
  return stubFetch((url, init) => {
    const special = answer?.(url, init);
    if (special !== undefined) return special ?? undefined;
    const method = init?.method ?? 'GET';
    if (url === '/api/plans') return jsonResponse(200, makePlansResponse(gateways));
    if (url === '/api/subscription') return jsonResponse(200, current);
    if (method !== 'POST') return undefined;
    if (url === '/api/billing/checkout') {
      const { plan } = checkoutBodySchema.parse(JSON.parse(String(init?.body)));
      return jsonResponse(200, { url: `https://pay.example/checkout/${plan}` });
    }
    if (url === '/api/billing/confirm') {
      current = paid(confirmBodySchema.parse(JSON.parse(String(init?.body))).plan);
      return jsonResponse(200, current);
    }
    if (url === '/api/subscription/cancel') {
      current = { ...current, cancelAtPeriodEnd: true };
      return jsonResponse(200, current);
    }
    if (url === '/api/billing/resume') {
      current = { ...current, cancelAtPeriodEnd: false };
      return jsonResponse(200, current);
    }
    if (url === '/api/billing/portal') {
      return jsonResponse(200, { url: 'https://billing.example/portal' });
    }
    return undefined;
  });
}

/** The JSON bodies of the POSTs made to `url`. */
export function postBodies(fetchMock: ReturnType<typeof stubFetch>, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([called, init]) => called === url && init?.method === 'POST')
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}
