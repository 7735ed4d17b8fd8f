import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  makePlansResponse,
  makeProSubscription,
  makeSubscription,
  postBodies,
  stubBillingApi,
} from '../features/billing/billing-fixtures.ts';
import { pageExit } from '../features/billing/hooks/use-leaving-page.ts';
import { useAuth } from '../lib/auth-client.ts';
import { errorResponse } from '../test/api-errors.ts';
import { resetAuthClientMock } from '../test/auth-client-mock.ts';
import { installFakeTimers, restoreRealTimers } from '../test/fake-timers.ts';
import { jsonResponse } from '../test/fetch-mock.ts';
import { signedIn, signedOut } from '../test/fixtures.ts';
import { LocationProbe } from '../test/location-probe.tsx';
import { renderRoutes } from '../test/render.tsx';
import { SubscriptionPage } from './subscription-page.tsx';

vi.mock('../lib/auth-client.ts', () => import('../test/auth-client-mock.ts'));

function renderPage(path = '/subscription') {
  return renderRoutes(
    [
      { path: '/subscription', element: <SubscriptionPage /> },
      { path: '/login', element: <LocationProbe name="Login" /> },
      { path: '/my-tasks', element: <LocationProbe name="Tasks" /> },
      { path: '/dashboard', element: <LocationProbe name="Dashboard" /> },
    ],
    path,
  );
}

const plansSection = () => screen.getByRole('region', { name: 'Choose your plan' });
const currentPlan = () => screen.getByRole('region', { name: 'Current plan' });
const card = (name: string) => within(plansSection()).getByRole('listitem', { name });

describe('SubscriptionPage', () => {
  let assign: MockInstance<(url: string) => void>;

  beforeEach(() => {
    resetAuthClientMock();
    vi.mocked(useAuth).mockReturnValue(signedIn());
    assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => {});
  });

  afterEach(() => {
    restoreRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows both plans with their prices and features, the annual one as Best Value', async () => {
    stubBillingApi();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade to Pro Plan' })).toBeVisible();
    const monthly = await screen.findByRole('listitem', { name: 'Pro Monthly' });
    expect(monthly).toHaveTextContent('$6.00USD / month');
    expect(within(monthly).queryByText('Best Value')).toBeNull();
    expect(
      within(within(monthly).getByRole('list', { name: 'Pro Monthly features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AI Summaries', 'Advanced Insights', 'Pro Music Themes', 'Export Data']);
    const annual = card('Pro Annual');
    expect(annual).toHaveTextContent('$60.00USD / year');
    expect(annual).toHaveTextContent('$5/month, save 16%');
    expect(within(annual).getByText('Best Value')).toBeVisible();
    expect(within(annual).getByText('Priority Support')).toBeVisible();
  });

  it('shows a Pro user their plan as theirs, with its date and actions and no upgrade offer', async () => {
    stubBillingApi({ subscription: makeProSubscription('stripe'), gateways: ['stripe'] });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Pro plan' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Your Pro plan · Pomopal'));
    expect(screen.queryByText(/upgrade/i)).toBeNull();
    const box = currentPlan();
    expect(within(box).getByText('Pro Monthly')).toBeVisible();
    expect(within(box).getByText('Renews on June 5, 2031')).toBeVisible();
    expect(within(box).getByRole('button', { name: 'Manage billing' })).toBeVisible();
    expect(within(box).getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /upgrade/i })).toBeNull();
    // Free users have no task limit either: it is not something Pro sells.
    expect(screen.queryByText('Unlimited Tasks')).toBeNull();
  });

  it('shows a free user their plan and starts a checkout with the only gateway', async () => {
    const fetchMock = stubBillingApi({ subscription: makeSubscription() });
    renderPage();

    expect(await within(currentPlan()).findByText('Free')).toBeVisible();
    expect(within(currentPlan()).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    // One gateway: no choice to make, and the sandbox says it takes no money.
    await screen.findByRole('listitem', { name: 'Pro Monthly' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    expect(screen.getByText(/Test payments only: no money changes hands/)).toBeVisible();

    await userEvent.click(
      within(card('Pro Monthly')).getByRole('button', { name: 'Choose Pro Monthly' }),
    );

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/pro_monthly'),
    );
    expect(postBodies(fetchMock, '/api/billing/checkout')).toEqual([
      { plan: 'pro_monthly', gateway: 'sandbox' },
    ]);
    // Busy until the browser has left: no second checkout.
    expect(
      within(card('Pro Annual')).getByRole('button', { name: 'Choose Pro Annual' }),
    ).toBeDisabled();
  });

  it('lets the user choose among the configured gateways with a radio group', async () => {
    const fetchMock = stubBillingApi({ gateways: ['stripe', 'paypal'] });
    renderPage();

    const group = await screen.findByRole('group', { name: 'Pay with' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['Stripe', 'PayPal']);
    expect(within(group).getByRole('radio', { name: 'Stripe' })).toBeChecked();
    expect(screen.queryByText(/Test payments only/)).toBeNull();

    await userEvent.click(within(group).getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro Annual' }));

    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(postBodies(fetchMock, '/api/billing/checkout')).toEqual([
      { plan: 'pro_annual', gateway: 'paypal' },
    ]);
  });

  it('says so when this server takes no payments', async () => {
    stubBillingApi({ gateways: [] });
    renderPage();
    expect(
      await screen.findByText('Payments are not available on this server right now.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose Pro Monthly' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Pro Annual' })).toBeDisabled();
  });

  it("names the gateway when a checkout cannot start, and the server's refusals plainly", async () => {
    let refusal = errorResponse('billing.provider_failed');
    stubBillingApi({
      gateways: ['paypal'],
      answer: (url) => (url === '/api/billing/checkout' ? refusal.clone() : undefined),
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Choose Pro Monthly' }));
    expect(
      await screen.findByText('Failed to initiate PayPal payment. Please try again later.'),
    ).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose Pro Monthly' })).toBeEnabled();

    refusal = errorResponse('billing.plan_not_available');
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro Monthly' }));
    expect(
      await screen.findByText('That plan is not available with your current subscription.'),
    ).toBeVisible();
  });

  it('shows loading skeletons, then a plain error with a retry when the plans cannot load', async () => {
    let plans = errorResponse('server.internal');
    stubBillingApi({
      answer: (url) => (url === '/api/plans' ? plans.clone() : undefined),
    });
    renderPage();
    expect(screen.getByText('Loading plans...')).toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the plans.');
    plans = jsonResponse(200, makePlansResponse());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose Pro Monthly' })).toBeEnabled();
  });

  it('shows when a Stripe plan renews, opens the billing portal, and cancels after asking', async () => {
    const fetchMock = stubBillingApi({
      subscription: makeProSubscription('stripe'),
      gateways: ['stripe'],
    });
    renderPage();

    const box = currentPlan();
    expect(await within(box).findByText('Pro Monthly')).toBeVisible();
    expect(within(box).getByText('Renews on June 5, 2031')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Current plan' })).toBeDisabled();

    await userEvent.click(within(box).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/portal'));

    await userEvent.click(within(box).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription?' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to cancel your subscription? You will lose access to Pro features at the end of your current billing period.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(postBodies(fetchMock, '/api/subscription/cancel')).toEqual([]);

    await userEvent.click(within(box).getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel subscription?' })).getByRole('button', {
        name: 'Yes, cancel',
      }),
    );

    expect(await within(box).findByText('Pro until June 5, 2031')).toBeVisible();
    expect(
      within(box).getByText(
        'Cancelled: your plan will not renew. You keep Pro features until then.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Your subscription is cancelled. You keep Pro features until June 5, 2031.'),
    ).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(postBodies(fetchMock, '/api/subscription/cancel')).toHaveLength(1);
  });

  it('resumes a cancelled plan that still runs, which then renews again', async () => {
    const fetchMock = stubBillingApi({
      subscription: makeProSubscription('stripe', undefined, { cancelAtPeriodEnd: true }),
      gateways: ['stripe'],
    });
    renderPage();

    const box = currentPlan();
    expect(await within(box).findByText('Pro until June 5, 2031')).toBeVisible();
    expect(within(box).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Resume subscription' }));

    expect(await within(box).findByText('Renews on June 5, 2031')).toBeVisible();
    expect(
      screen.getByText('Your subscription is resumed. It renews on June 5, 2031.'),
    ).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    expect(within(box).getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    expect(postBodies(fetchMock, '/api/billing/resume')).toHaveLength(1);
  });

  it('says so when a plan can no longer be resumed', async () => {
    stubBillingApi({
      subscription: makeProSubscription('sandbox', undefined, { cancelAtPeriodEnd: true }),
      answer: (url) =>
        url === '/api/billing/resume' ? errorResponse('billing.nothing_to_resume') : undefined,
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(
      await screen.findByText(
        'Your subscription has already ended. Choose a plan to subscribe again.',
      ),
    ).toBeInTheDocument();
  });

  it("keeps the dialog open with the product's text when cancelling fails", async () => {
    let refusal = errorResponse('billing.provider_failed');
    stubBillingApi({
      subscription: makeProSubscription('stripe'),
      answer: (url) => (url === '/api/subscription/cancel' ? refusal.clone() : undefined),
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to cancel subscription. Please try again or contact support.',
    );

    refusal = errorResponse('auth.unauthorized');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'You must be logged in to cancel your subscription.',
      ),
    );
  });

  it('says a one-off purchase does not renew and offers renewal in its last 7 days', async () => {
    const inFiveDays = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const fetchMock = stubBillingApi({
      subscription: makeProSubscription('paypal', inFiveDays),
      gateways: ['stripe', 'paypal'],
    });
    renderPage();

    const box = currentPlan();
    expect(
      await within(box).findByText(
        'Bought with a one-off PayPal payment: it does not renew by itself.',
      ),
    ).toBeVisible();
    expect(within(box).getByText(/^Pro until /)).toBeVisible();
    // Nothing renews, so there is nothing to cancel.
    expect(within(box).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toHaveFocus();
    expect(within(box).queryByRole('button', { name: 'Manage billing' })).toBeNull();

    // The gateway that took the last payment is chosen for the renewal.
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Renew Pro Monthly' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(postBodies(fetchMock, '/api/billing/checkout')).toEqual([
      { plan: 'pro_monthly', gateway: 'paypal' },
    ]);
  });

  it('asks before switching a running Stripe subscription, which charges the card at once', async () => {
    const fetchMock = stubBillingApi({
      subscription: makeProSubscription('stripe'),
      gateways: ['stripe', 'paypal'],
    });
    renderPage();

    const choose = await screen.findByRole('button', { name: 'Choose Pro Annual' });
    await userEvent.click(choose);
    const dialog = screen.getByRole('dialog', { name: 'Switch to Pro Annual?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your card on file is charged now for the new plan, less the unused part of your current one.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix hands focus back once its closing frame has run.
    await waitFor(() => expect(choose).toHaveFocus());
    expect(postBodies(fetchMock, '/api/billing/checkout')).toEqual([]);

    await userEvent.click(choose);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Switch to Pro Annual?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/pro_annual'),
    );
    expect(postBodies(fetchMock, '/api/billing/checkout')).toEqual([
      { plan: 'pro_annual', gateway: 'stripe' },
    ]);
  });

  it('asks no confirmation where a checkout page comes first', async () => {
    const fetchMock = stubBillingApi({
      subscription: makeProSubscription('stripe', undefined, { cancelAtPeriodEnd: true }),
      gateways: ['stripe'],
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Choose Pro Annual' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(postBodies(fetchMock, '/api/billing/checkout')).toEqual([
      { plan: 'pro_annual', gateway: 'stripe' },
    ]);
  });

  it('disables the monthly plan while the annual plan is active', async () => {
    stubBillingApi({
      subscription: makeProSubscription('stripe', undefined, {
        plan: 'pro_annual',
        planDisplay: 'Pro Annual',
      }),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Included in your plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  });

  it("keeps the plan buttons disabled until the user's plan is known", async () => {
    stubBillingApi({ answer: (url) => (url === '/api/subscription' ? null : undefined) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Choose Pro Monthly' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Pro Annual' })).toBeDisabled();
    expect(within(currentPlan()).getByText('Loading your plan...')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in, then goes to /login 3 s later', async () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    const fetchMock = stubBillingApi();
    const user = installFakeTimers();
    renderPage();

    expect(screen.getByRole('heading', { name: "You're not logged in" })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Current plan' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Choose Pro Annual' }));

    expect(await screen.findByText('Please log in to subscribe.')).toBeInTheDocument();
    vi.advanceTimersByTime(2900);
    expect(screen.queryByText(/^Login page/)).toBeNull();
    vi.advanceTimersByTime(100);
    expect(await screen.findByText('Login page?next=%2Fsubscription')).toBeInTheDocument();
    expect(postBodies(fetchMock, '/api/billing/checkout')).toEqual([]);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/subscription');
  });

  describe('back from a gateway', () => {
    it('confirms a success with the server, thanks the user and goes to /my-tasks 4 s later', async () => {
      const fetchMock = stubBillingApi();
      installFakeTimers();
      const { router } = renderPage(
        '/subscription?status=success&gateway=sandbox&plan=pro_annual&token=chk_1',
      );

      expect(
        await screen.findByRole('heading', { name: 'Thank you for subscribing to Pro Annual!' }),
      ).toBeVisible();
      expect(postBodies(fetchMock, '/api/billing/confirm')).toEqual([
        { gateway: 'sandbox', plan: 'pro_annual', token: 'chk_1' },
      ]);
      // Pro shows at once: the confirmation's answer is the plan every page reads.
      expect(await within(currentPlan()).findByText('Pro Annual')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to My Tasks' })).toHaveAttribute(
        'href',
        '/my-tasks',
      );

      vi.advanceTimersByTime(3900);
      expect(screen.queryByText(/^Tasks page/)).toBeNull();
      vi.advanceTimersByTime(100);
      expect(await screen.findByText('Tasks page')).toBeInTheDocument();
      // The return's entry is replaced: Back does not land on it and confirm again.
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('clears the address when the user tries again, so a reload does not show the failure', async () => {
      stubBillingApi();
      const { router } = renderPage(
        '/subscription?status=failure&gateway=sandbox&plan=pro_monthly&reason=Your%20card%20was%20declined.',
      );

      await screen.findByRole('heading', { name: 'Choose your plan' });
      await userEvent.click(await screen.findByRole('button', { name: 'Try Subscription Again' }));
      expect(screen.queryByRole('alert')).toBeNull();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe('/subscription');
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('shows a failure with the way back to the plans, and clears the address after 7 s', async () => {
      const fetchMock = stubBillingApi();
      const user = installFakeTimers();
      const { router } = renderPage(
        '/subscription?status=failure&gateway=sandbox&plan=pro_monthly&reason=Your%20card%20was%20declined.',
      );

      const message =
        'Test payment failed. Your card was declined. Please try again or contact support.';
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(postBodies(fetchMock, '/api/billing/confirm')).toEqual([]);

      vi.advanceTimersByTime(6900);
      expect(router.state.location.search).not.toBe('');
      vi.advanceTimersByTime(100);
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe('/subscription');
      // The message stays after the address is cleared.
      expect(screen.getByText(message)).toBeVisible();

      await screen.findByRole('heading', { name: 'Choose your plan' });
      await user.click(screen.getByRole('button', { name: 'Try Subscription Again' }));
      expect(screen.queryByText(message)).toBeNull();
      expect(screen.getByRole('heading', { name: 'Choose your plan' })).toHaveFocus();
    });

    it('says a cancelled payment charged nothing and offers the dashboard', async () => {
      stubBillingApi();
      renderPage('/subscription?status=sandbox_cancelled&gateway=sandbox&plan=pro_monthly');
      expect(
        await screen.findByText(
          'Your Test payment process was cancelled. You have not been charged.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    });
  });
});
