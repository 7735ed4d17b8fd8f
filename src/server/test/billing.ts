import type { PaidPlanKey } from '../../shared/domain/plans.ts';
import type { App } from '../app.ts';
import { TEST_APP_URL } from './app.ts';

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
