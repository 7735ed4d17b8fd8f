import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast.tsx';
import { errorResponse } from '../../../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makeSubscription } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

// Toasts live in a module-wide store that outlasts a test: watch the calls this test makes.
vi.mock('../../../components/ui/toast.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../components/ui/toast.tsx')>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const FIRST = 'https://pomopal.example/api/calendar/7b1e/AAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'https://pomopal.example/api/calendar/9c2f/BBBBBBBBBBBBBBBBBBBBBB.ics';

/** A server whose feed address is `url`; each POST gives the next of `next`. */
function stubCalendarApi(isPro: boolean, url: string | null, next: string[] = []) {
  let current = url;
  return stubFetch((path, init) => {
    if (path === '/api/subscription') return jsonResponse(200, makeSubscription(isPro));
    if (path !== '/api/calendar-feed') return undefined;
    if (!isPro) return errorResponse('billing.pro_required', 'Pro only');
    if (init?.method === 'POST') current = next.shift() ?? current;
    return jsonResponse(200, { url: current });
  });
}

const renderSection = () =>
  renderRoutes(
    [
      { path: '/settings', element: <CalendarFeedSection /> },
      { path: '/subscription', element: <p>Plans</p> },
    ],
    '/settings',
  );

describe('CalendarFeedSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
  });

  it('is locked for a free user, with the way to Pro, and never asks for the address', async () => {
    const fetchMock = stubCalendarApi(false, null);
    renderSection();
    expect(
      await screen.findByText(
        'The calendar feed is a Pro feature. Please upgrade your subscription.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade to Pro' }));
    expect(await screen.findByText('Plans')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/calendar-feed');
  });

  it('makes an address, shows it to copy, and resets it once asked again', async () => {
    const fetchMock = stubCalendarApi(true, null, [FIRST, SECOND]);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    const address = await screen.findByLabelText('Your calendar address');
    expect(address).toHaveValue(FIRST);
    expect(address).toHaveAttribute('readonly');

    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'success', title: 'Calendar address copied' }),
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the calendar link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Your calendar address')).toHaveValue(FIRST);
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const again = await screen.findByRole('dialog', { name: 'Reset the calendar link?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(screen.getByLabelText('Your calendar address')).toHaveValue(SECOND));
    expect(posts()).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the address cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch((path) => {
      if (path === '/api/subscription') return jsonResponse(200, makeSubscription(true));
      if (path !== '/api/calendar-feed') return undefined;
      return fail ? errorResponse('server.internal', 'x') : jsonResponse(200, { url: FIRST });
    });
    renderSection();
    expect(await screen.findByText('Could not load your calendar address.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByLabelText('Your calendar address')).toHaveValue(FIRST);
  });
});
