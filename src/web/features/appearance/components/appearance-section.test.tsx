import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast.tsx';
import { errorResponse } from '../../../test/api-errors.ts';
import { stubDeviceScheme } from '../../../test/device-scheme.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makePreferences } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AppearanceSection } from './appearance-section.tsx';

// Toasts live in a module-wide store that outlasts a test: watch the calls this test makes.
vi.mock('../../../components/ui/toast.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../components/ui/toast.tsx')>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const isDark = () => document.documentElement.classList.contains('dark');

/** The preferences API with `theme` saved; a PUT answers `put` (by default, what was sent). */
function serve(theme: 'system' | 'light' | 'dark', put?: () => Response) {
  return stubFetch((url, init) => {
    if (url !== '/api/preferences') return undefined;
    if (init?.method === 'PUT') {
      return put?.() ?? jsonResponse(200, makePreferences(JSON.parse(String(init.body))));
    }
    return jsonResponse(200, makePreferences({ theme }));
  });
}

const putBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

const renderSection = () =>
  renderRoutes([{ path: '/settings', element: <AppearanceSection /> }], '/settings');

describe('AppearanceSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
    document.documentElement.classList.remove('dark');
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('shows the saved scheme and applies a new one at once, saving it for the user', async () => {
    stubDeviceScheme(false);
    const fetchMock = serve('system');
    renderSection();

    const system = await screen.findByRole('radio', { name: /System/ });
    expect(system).toBeChecked();
    expect(screen.getByRole('group', { name: 'Colour scheme' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Dark/ }));

    expect(isDark()).toBe(true);
    expect(screen.getByRole('radio', { name: /Dark/ })).toBeChecked();
    await waitFor(() => expect(putBodies(fetchMock)).toEqual([{ theme: 'dark' }]));
  });

  it('is chosen with the arrow keys, as one group of radio buttons', async () => {
    stubDeviceScheme(true);
    const fetchMock = serve('dark');
    renderSection();

    await userEvent.click(await screen.findByRole('radio', { name: /Dark/ }));
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/preferences',
      expect.objectContaining({ method: 'PUT' }),
    );
    await userEvent.keyboard('{ArrowLeft}');

    expect(screen.getByRole('radio', { name: /Light/ })).toBeChecked();
    expect(isDark()).toBe(false);
    await waitFor(() => expect(putBodies(fetchMock)).toEqual([{ theme: 'light' }]));
  });

  it('paints the saved scheme back and says so when the save fails', async () => {
    stubDeviceScheme(false);
    serve('light', () => errorResponse('server.internal'));
    renderSection();

    await userEvent.click(await screen.findByRole('radio', { name: /Dark/ }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'error',
        title: 'Could not save your colour scheme. Please try again.',
      }),
    );
    expect(isDark()).toBe(false);
    expect(screen.getByRole('radio', { name: /Light/ })).toBeChecked();
  });
});
