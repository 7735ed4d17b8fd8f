import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  makeProSubscription,
  postBodies,
  stubBillingApi,
} from '../features/billing/billing-fixtures.ts';
import { useAuth } from '../lib/auth-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { errorResponse } from '../test/api-errors.ts';
import { resetAuthClientMock } from '../test/auth-client-mock.ts';
import { installFakeTimers, restoreRealTimers } from '../test/fake-timers.ts';
import { jsonResponse } from '../test/fetch-mock.ts';
import { signedIn, signedOut } from '../test/fixtures.ts';
import { LocationProbe } from '../test/location-probe.tsx';
import { renderRoutes } from '../test/render.tsx';
import { PaymentStatusPage } from './payment-status-page.tsx';

vi.mock('../lib/auth-client.ts', () => import('../test/auth-client-mock.ts'));

const SUCCESS = '/payment-status?status=success&gateway=sandbox&plan=pro_monthly&token=chk_42';

/** The page as the app mounts it: under React's StrictMode, whose effects run twice. */
function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/payment-status', element: <PaymentStatusPage /> },
      { path: '/login', element: <LocationProbe name="Login" /> },
      { path: '/my-tasks', element: <LocationProbe name="Tasks" /> },
    ],
    path,
    { strict: true },
  );
}

describe('PaymentStatusPage', () => {
  beforeEach(() => {
    resetAuthClientMock();
    vi.mocked(useAuth).mockReturnValue(signedIn());
  });

  afterEach(() => {
    restoreRealTimers();
    vi.unstubAllGlobals();
  });

  it('confirms a success once, thanks the user by plan, and goes to /my-tasks 5 s later', async () => {
    const fetchMock = stubBillingApi();
    installFakeTimers();
    const { router, queryClient } = renderPage(SUCCESS);

    expect(screen.getByText('Confirming your payment...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Thank you for subscribing to Pro Monthly!' }),
    ).toBeVisible();
    expect(postBodies(fetchMock, '/api/billing/confirm')).toEqual([
      { gateway: 'sandbox', plan: 'pro_monthly', token: 'chk_42' },
    ]);
    // Every Pro check of the app reads this entry: Pro shows without a reload.
    expect(queryClient.getQueryData(queryKeys.subscription)).toMatchObject({
      plan: 'pro_monthly',
      isPro: true,
    });
    expect(screen.getByRole('link', { name: 'Go to My Tasks' })).toHaveAttribute(
      'href',
      '/my-tasks',
    );

    vi.advanceTimersByTime(4900);
    expect(screen.queryByText(/^Tasks page/)).toBeNull();
    vi.advanceTimersByTime(100);
    expect(await screen.findByText('Tasks page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('confirms again after a reload, which the server answers with the plan as it is', async () => {
    const fetchMock = stubBillingApi();
    const first = renderPage(SUCCESS);
    await screen.findByRole('heading', { name: 'Thank you for subscribing to Pro Monthly!' });
    first.unmount();

    renderPage(SUCCESS);
    expect(
      await screen.findByRole('heading', { name: 'Thank you for subscribing to Pro Monthly!' }),
    ).toBeVisible();
    expect(postBodies(fetchMock, '/api/billing/confirm')).toHaveLength(2);
  });

  it("shows a failure in the product's words, offers to try again, and clears the address after 10 s", async () => {
    const fetchMock = stubBillingApi();
    installFakeTimers();
    const { router } = renderPage(
      '/payment-status?status=failure&gateway=sandbox&plan=pro_annual&reason=Your%20card%20was%20declined.',
    );

    const message =
      'Test payment failed. Your card was declined. Please try again or contact support.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Try Subscription Again' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).toBeNull();

    vi.advanceTimersByTime(9900);
    expect(router.state.location.search).not.toBe('');
    vi.advanceTimersByTime(100);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText(message)).toBeVisible();
    expect(postBodies(fetchMock, '/api/billing/confirm')).toEqual([]);
  });

  it('shows no text from a crafted link, only the reasons Pomopal gives', async () => {
    stubBillingApi();
    renderPage(
      '/payment-status?status=failure&gateway=paypal&reason=Your%20account%20is%20locked.%20Call%20555-0100.',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PayPal Payment Failed. An unexpected error occurred. Please try again or contact support.',
    );
    expect(screen.queryByText(/555-0100/)).toBeNull();
  });

  it('thanks no one when a replayed return finds the plan already lapsed', async () => {
    const lapsed = makeProSubscription('sandbox', '2020-01-01T12:00:00.000Z', {
      isPro: false,
      isActive: false,
    });
    stubBillingApi({
      answer: (url) => (url === '/api/billing/confirm' ? jsonResponse(200, lapsed) : undefined),
    });
    renderPage(SUCCESS);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment status is undetermined. Please check your account or contact support.',
    );
    expect(screen.queryByRole('heading', { name: /Thank you/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  });

  it.each([
    [
      '/payment-status?status=stripe_cancelled&gateway=stripe&plan=pro_monthly',
      'Your Stripe payment process was cancelled. You have not been charged.',
    ],
    [
      '/payment-status?status=pending&gateway=stripe',
      'Your payment status is undetermined. Please check your account or contact support.',
    ],
    ['/payment-status?status=success', 'Payment status could not be determined.'],
    ['/payment-status', 'Payment status could not be determined.'],
  ])('at %s says %s, with the way back to the dashboard', async (path, message) => {
    const fetchMock = stubBillingApi();
    renderPage(path);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(postBodies(fetchMock, '/api/billing/confirm')).toEqual([]);
  });

  it('tells a signed-out visitor the payment went through, and offers to log in 3 s later', async () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    const fetchMock = stubBillingApi();
    const user = installFakeTimers();
    renderPage(SUCCESS);

    const message =
      'Payment was successful, but your session has expired. Please log in to access your subscription.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.advanceTimersByTime(3000);

    const dialog = await screen.findByRole('dialog', { name: 'Log in to see your subscription' });
    expect(dialog).toHaveAccessibleDescription(message);
    await user.click(within(dialog).getByRole('link', { name: 'Log in' }));
    // Signing in comes back here with the token, and the payment is verified then.
    expect(
      await screen.findByText(`Login page?next=${encodeURIComponent(SUCCESS)}`),
    ).toBeInTheDocument();
    expect(postBodies(fetchMock, '/api/billing/confirm')).toEqual([]);
  });

  it('says verification failed when the provider does not confirm the payment', async () => {
    stubBillingApi({
      answer: (url) =>
        url === '/api/billing/confirm' ? errorResponse('billing.payment_not_verified') : undefined,
    });
    renderPage('/payment-status?status=success&gateway=paypal&plan=pro_monthly&token=ORDER-9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PayPal payment verification failed. Please contact support.',
    );
    expect(screen.queryByRole('heading', { name: /Thank you/ })).toBeNull();
  });

  it('says a payment PayPal still holds is being confirmed, and offers to check again', async () => {
    // The server answers 202 while PayPal has not completed the capture, and checks it later.
    let answer: Response | undefined = jsonResponse(202, {
      status: 'pending',
      message: 'PayPal is still confirming this payment. Pro is added as soon as it completes.',
    });
    const fetchMock = stubBillingApi({
      answer: (url) => (url === '/api/billing/confirm' ? answer?.clone() : undefined),
    });
    renderPage('/payment-status?status=success&gateway=paypal&plan=pro_monthly&token=ORDER-7');
    expect(
      await screen.findByText(
        'PayPal is still confirming your payment. Pro is added as soon as it completes; you can leave this page.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    answer = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for subscribing to Pro Monthly!' }),
    ).toBeVisible();
    expect(postBodies(fetchMock, '/api/billing/confirm')).toEqual([
      { gateway: 'paypal', plan: 'pro_monthly', token: 'ORDER-7' },
      { gateway: 'paypal', plan: 'pro_monthly', token: 'ORDER-7' },
    ]);
  });
});
