import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast.tsx';
import { errorResponse } from '../../../test/api-errors.ts';
import { makePreferences } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { putBodies, stubFocusApi } from '../focus-fixtures.ts';
import { MusicThemeSelect } from './music-theme-select.tsx';

// Toasts live in a module-wide store that outlasts a test: watch the calls this test makes.
vi.mock('../../../components/ui/toast.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../components/ui/toast.tsx')>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

async function expectToast(title: string) {
  await waitFor(() => expect(toast).toHaveBeenCalledWith({ variant: 'error', title }));
  expect(screen.getAllByText(title).length).toBeGreaterThan(0);
}

function renderSelect() {
  return renderRoutes(
    [
      { path: '/my-tasks', element: <MusicThemeSelect /> },
      { path: '/subscription', element: <p>Plans</p> },
    ],
    '/my-tasks',
  );
}

async function loadedSelect() {
  const select = await screen.findByLabelText('Focus music');
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}

const option = (name: string) => screen.getByRole('option', { name });

describe('MusicThemeSelect', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
  });

  it('marks Pro themes and disables them for a free user, with an Upgrade link', async () => {
    stubFocusApi({ isPro: false });
    renderSelect();

    const select = await loadedSelect();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Silent Mode (no sound)',
      'Lo-Fi Beats',
      'Nature Sounds (Pro) (Upgrade to use)',
      'Instrumental Piano (Pro) (Upgrade to use)',
      'Brainwave (Pro) (Upgrade to use)',
    ]);
    expect(option('Lo-Fi Beats')).toBeEnabled();
    expect(option('Nature Sounds (Pro) (Upgrade to use)')).toBeDisabled();
    expect(option('Brainwave (Pro) (Upgrade to use)')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
  });

  it('offers every theme to a Pro user, marked (Pro), without an Upgrade link', async () => {
    stubFocusApi({ isPro: true, preferences: makePreferences({ musicTheme: 'BRAINWAVE' }) });
    renderSelect();

    const select = await loadedSelect();
    await waitFor(() => expect(select).toHaveValue('BRAINWAVE'));
    for (const name of ['Nature Sounds (Pro)', 'Instrumental Piano (Pro)', 'Brainwave (Pro)']) {
      expect(option(name)).toBeEnabled();
    }
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('saves the chosen theme into the preferences the timer reads', async () => {
    const fetchMock = stubFocusApi({ isPro: true });
    const { queryClient } = renderSelect();

    await userEvent.selectOptions(await loadedSelect(), 'INSTRUMENTAL_PIANO');

    await waitFor(() =>
      expect(putBodies(fetchMock)).toEqual([{ musicTheme: 'INSTRUMENTAL_PIANO' }]),
    );
    expect(screen.getByLabelText('Focus music')).toHaveValue('INSTRUMENTAL_PIANO');
    expect(queryClient.getQueryData(['preferences'])).toMatchObject({
      musicTheme: 'INSTRUMENTAL_PIANO',
    });
  });

  it('reverts and says so when saving fails', async () => {
    stubFocusApi({
      preferences: makePreferences({ musicTheme: 'SILENT_MODE' }),
      put: () => errorResponse('server.internal', 'Boom'),
    });
    renderSelect();

    await userEvent.selectOptions(await loadedSelect(), 'LOFI_BEATS');

    await expectToast('Failed to save music preference.');
    await waitFor(() => expect(screen.getByLabelText('Focus music')).toHaveValue('SILENT_MODE'));
  });

  it('refuses a Pro theme for a free user and keeps the previous one', async () => {
    const fetchMock = stubFocusApi({ preferences: makePreferences({ musicTheme: 'LOFI_BEATS' }) });
    renderSelect();

    const select = await loadedSelect();
    await waitFor(() => expect(select).toHaveValue('LOFI_BEATS'));
    fireEvent.change(select, { target: { value: 'NATURE_SOUNDS' } });

    await expectToast('This is a Pro music theme. Please upgrade your subscription.');
    expect(select).toHaveValue('LOFI_BEATS');
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('shows the Pro alert when the server refuses the theme', async () => {
    stubFocusApi({
      isPro: true,
      put: () => errorResponse('billing.pro_required', 'Selected music theme is a Pro feature.'),
    });
    renderSelect();

    await userEvent.selectOptions(await loadedSelect(), 'BRAINWAVE');

    await expectToast('This is a Pro music theme. Please upgrade your subscription.');
    await waitFor(() => expect(screen.getByLabelText('Focus music')).toHaveValue('SILENT_MODE'));
  });

  it('falls back to Silent Mode when the preferences cannot be loaded', async () => {
    stubFocusApi({ preferences: errorResponse('server.internal', 'Down') });
    renderSelect();

    expect(await loadedSelect()).toHaveValue('SILENT_MODE');
  });

  it('keeps the music volume, mutes and unmutes it', async () => {
    stubFocusApi();
    renderSelect();

    const volume = await screen.findByRole('slider', { name: 'Volume' });
    fireEvent.change(volume, { target: { value: '30' } });
    expect(volume).toHaveValue('30');
    expect(window.localStorage.getItem('pomopal.music-volume')).toContain('0.3');

    await userEvent.click(screen.getByRole('button', { name: 'Mute music' }));
    expect(volume).toHaveValue('0');
    await userEvent.click(screen.getByRole('button', { name: 'Unmute music' }));
    expect(volume).toHaveValue('30');
  });
});
