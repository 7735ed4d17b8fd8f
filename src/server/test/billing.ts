import { type PaidPlanKey, PLANS } from '../../shared/domain/plans.ts';
import type { Subscription } from '../../shared/subscription.schemas.ts';
import type { App } from '../app.ts';
import { TEST_APP_URL } from './app.ts';
import { startFakePaypal } from './fake-paypal.ts';
import { startFakeStripe } from './fake-stripe.ts';

/** The Stripe price id of each paid plan, on the fake Stripe and in the server's settings alike. */
export const TEST_STRIPE_PRICES = {
  pro_monthly: 'price_monthly',
  pro_annual: 'price_annual',
} as const satisfies Record<PaidPlanKey, string>;

/** A fake Stripe selling both plans, and the settings that point a test server at it. */
export async function startTestStripe() {
  const fake = await startFakeStripe({
    prices: [
      {
        id: TEST_STRIPE_PRICES.pro_monthly,
        unitAmount: PLANS.pro_monthly.priceCents,
        interval: 'month',
      },
      {
        id: TEST_STRIPE_PRICES.pro_annual,
        unitAmount: PLANS.pro_annual.priceCents,
        interval: 'year',
      },
    ],
  });
  const env = {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PRICE_MONTHLY: TEST_STRIPE_PRICES.pro_monthly,
    STRIPE_PRICE_ANNUAL: TEST_STRIPE_PRICES.pro_annual,
    STRIPE_API_BASE: fake.apiBase,
  };
  return { fake, env };
}

/** A fake PayPal, and the settings that point a test server at it. */
export async function startTestPaypal() {
  const fake = await startFakePaypal();
  const env = {
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    PAYPAL_API_BASE: fake.apiBase,
  };
  return { fake, env };
}

/** GET /api/subscription as the user's browser asks it. */
export async function subscriptionOf(app: App, cookie: string): Promise<Subscription> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/subscription',
    headers: { cookie },
  });
  return response.json();
}

/** POST /api/billing/checkout as the user's browser sends it. */
export function startCheckout(
  app: App,
  cookie: string,
  plan: PaidPlanKey,
  gateway: 'stripe' | 'paypal' | 'sandbox' = 'sandbox',
) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { cookie, origin: TEST_APP_URL },
    payload: { plan, gateway },
  });
}

/** A button of the test checkout page, pressed as a browser submits its form. */
export function pressSandboxButton(
  app: App,
  cookie: string,
  path: string,
  action: 'pay' | 'decline' | 'cancel',
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      cookie,
      origin: TEST_APP_URL,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ action }).toString(),
  });
}

/** POST /api/billing/confirm, as the return page sends it. */
export function confirmPayment(
  app: App,
  cookie: string,
  body: { gateway: string; plan: string; token: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/confirm',
    headers: { cookie, origin: TEST_APP_URL },
    payload: body,
  });
}

/** Where a started test checkout's page is, on this server. */
export async function openSandboxCheckout(app: App, cookie: string, plan: PaidPlanKey) {
  const response = await startCheckout(app, cookie, plan);
  if (response.statusCode !== 200) {
    throw new Error(`checkout failed with ${response.statusCode}: ${response.body}`);
  }
  const { url }: { url: string } = response.json();
  return new URL(url).pathname;
}

/** A whole test payment: checkout, Pay, then the return page's confirmation. */
export async function buyWithSandbox(app: App, cookie: string, plan: PaidPlanKey) {
  const path = await openSandboxCheckout(app, cookie, plan);
  const paid = await pressSandboxButton(app, cookie, path, 'pay');
  const token = new URL(String(paid.headers.location)).searchParams.get('token') ?? '';
  return confirmPayment(app, cookie, { gateway: 'sandbox', plan, token });
}
