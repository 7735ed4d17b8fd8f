import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/ui/toast.tsx';
import { errorResponse } from '../../../test/api-errors.ts';
import { stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DownloadDataSection } from './download-data-section.tsx';

const renderSection = () =>
  renderRoutes([{ path: '/settings', element: <DownloadDataSection /> }], '/settings');

describe('DownloadDataSection', () => {
  let saved: string[];
  beforeEach(() => {
    // Toasts live outside React: one test's must not answer for the next.
    useToastStore.setState({ items: [] });
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:data');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says what the file holds, and saves it under the name the server gives', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch((url) =>
      url === '/api/me/export'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    renderSection();
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(within(section).getByText(/every task with its focus sessions/)).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    const busy = within(section).getByRole('button', { name: 'Preparing your file…' });
    expect(busy).toBeDisabled();
    answer(
      new Response('{"format":"pomopal-export"}', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="pomopal-data-2026-11-28.json"' },
      }),
    );

    expect(await screen.findByText('Your data was downloaded')).toBeInTheDocument();
    expect(saved).toEqual(['pomopal-data-2026-11-28.json']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me/export');
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it.each([
    [
      'request.rate_limited',
      'You have downloaded your data several times in the last hour. Please try again later.',
    ],
    ['auth.unauthorized', 'Please log in to download your data.'],
    ['server.internal', 'Could not download your data. Please try again.'],
  ] as const)('says why a download is refused (%s) and saves nothing', async (code, text) => {
    stubFetch((url) => (url === '/api/me/export' ? errorResponse(code, 'x') : undefined));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says so when the network is down', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('Could not download your data. Please try again.'),
    ).toBeInTheDocument();
  });
});
