import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast.tsx';
import { errorResponse } from '../../../test/api-errors.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { makePreferences } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { putBodies, stubFocusApi } from '../focus-fixtures.ts';
import { TimerPreferencesSection } from './timer-preferences-section.tsx';

// Toasts live in a module-wide store that outlasts a test: watch the calls this test makes.
vi.mock('../../../components/ui/toast.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../components/ui/toast.tsx')>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

async function expectToast(variant: 'success' | 'error', title: string) {
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant, title })),
  );
}

function renderSection() {
  return renderRoutes(
    [
      { path: '/settings', element: <TimerPreferencesSection /> },
      { path: '/subscription', element: <p>Plans</p> },
    ],
    '/settings',
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

describe('TimerPreferencesSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
  });

  it('shows the saved lengths, notifications and theme', async () => {
    stubFocusApi({
      isPro: true,
      preferences: makePreferences({ pomodoroLength: 50, musicTheme: 'NATURE_SOUNDS' }),
    });
    renderSection();

    expect(await screen.findByLabelText('Pomodoro length (minutes)')).toHaveValue(50);
    expect(screen.getByLabelText('Short break length (minutes)')).toHaveValue(5);
    expect(screen.getByLabelText('Long break length (minutes)')).toHaveValue(15);
    expect(screen.getByLabelText('Browser notifications')).toBeChecked();
    expect(screen.getByLabelText('Focus Music Theme')).toHaveValue('NATURE_SOUNDS');
  });

  it('saves only what changed, says Saving... meanwhile, then confirms', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFocusApi();
    renderSection();

    const pomodoro = await screen.findByLabelText('Pomodoro length (minutes)');
    await userEvent.clear(pomodoro);
    await userEvent.type(pomodoro, '45');
    await userEvent.selectOptions(screen.getByLabelText('Focus Music Theme'), 'LOFI_BEATS');
    // The next request, the save, waits until the test answers it.
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await save();

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(jsonResponse(200, makePreferences({ pomodoroLength: 45, musicTheme: 'LOFI_BEATS' })));
    await expectToast('success', 'Preferences saved successfully!');
    expect(putBodies(fetchMock)).toEqual([{ pomodoroLength: 45, musicTheme: 'LOFI_BEATS' }]);
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeEnabled();
  });

  it('explains an out-of-range length and does not save', async () => {
    const fetchMock = stubFocusApi();
    renderSection();

    const shortBreak = await screen.findByLabelText('Short break length (minutes)');
    await userEvent.clear(shortBreak);
    await userEvent.type(shortBreak, '90');
    await save();

    expect(screen.getByText('Enter a whole number of minutes from 1 to 60.')).toBeInTheDocument();
    expect(shortBreak).toHaveAttribute('aria-invalid', 'true');
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('saves the break cycle, what starts by itself and the daily goal', async () => {
    const fetchMock = stubFocusApi({ preferences: makePreferences({ autoStartSessions: true }) });
    renderSection();

    const cycle = await screen.findByLabelText('Sessions before a long break (sessions)');
    expect(cycle).toHaveValue(4);
    expect(screen.getByLabelText('Start breaks automatically')).not.toBeChecked();
    expect(screen.getByLabelText('Start the next session automatically')).toBeChecked();
    await userEvent.clear(cycle);
    await userEvent.type(cycle, '3');
    const goal = screen.getByLabelText('Daily focus goal (minutes)');
    await userEvent.clear(goal);
    await userEvent.type(goal, '90');
    await userEvent.click(screen.getByLabelText('Start breaks automatically'));
    await userEvent.click(screen.getByLabelText('Start the next session automatically'));
    await save();

    await expectToast('success', 'Preferences saved successfully!');
    expect(putBodies(fetchMock)).toEqual([
      {
        pomodorosPerLongBreak: 3,
        dailyFocusGoal: 90,
        autoStartBreaks: true,
        autoStartSessions: false,
      },
    ]);
  });

  it('says what the Pomodoro length changes, and refuses a cycle or goal out of range', async () => {
    const fetchMock = stubFocusApi();
    renderSection();

    const pomodoro = await screen.findByLabelText('Pomodoro length (minutes)');
    expect(pomodoro).toHaveAccessibleDescription(
      expect.stringContaining('from the next one you start, on every task'),
    );
    const cycle = screen.getByLabelText('Sessions before a long break (sessions)');
    await userEvent.clear(cycle);
    await userEvent.type(cycle, '13');
    const goal = screen.getByLabelText('Daily focus goal (minutes)');
    await userEvent.clear(goal);
    await userEvent.type(goal, '2');
    await save();

    expect(screen.getByText('Enter a whole number of sessions from 1 to 12.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of minutes from 5 to 960.')).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('says so when saving fails, with the server reason', async () => {
    stubFocusApi({
      put: () => errorResponse('request.invalid', 'pomodoroLength must be between 1 and 120'),
    });
    renderSection();

    await userEvent.click(await screen.findByLabelText('Browser notifications'));
    await save();

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'error',
        title: 'Failed to save preferences.',
        description: 'pomodoroLength must be between 1 and 120',
      }),
    );
  });

  it('refuses a Pro theme for a free user before and after asking the server', async () => {
    const fetchMock = stubFocusApi({
      put: () => errorResponse('billing.pro_required', 'Selected music theme is a Pro feature.'),
    });
    renderSection();

    const theme = await screen.findByLabelText('Focus Music Theme');
    expect(screen.getByRole('option', { name: 'Brainwave (Pro) (Upgrade to use)' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
    fireEvent.change(theme, { target: { value: 'BRAINWAVE' } });
    await save();
    await expectToast('error', 'Selected music theme is a Pro feature. Please upgrade.');
    expect(putBodies(fetchMock)).toEqual([]);

    // The server has the last word (the plan may have ended since the page loaded).
    vi.mocked(toast).mockClear();
    await userEvent.selectOptions(theme, 'LOFI_BEATS');
    await save();
    await expectToast('error', 'Selected music theme is a Pro feature. Please upgrade.');
  });

  it('falls back to the defaults and Silent Mode when loading fails', async () => {
    stubFocusApi({ preferences: errorResponse('server.internal', 'Down') });
    renderSection();

    expect(
      await screen.findByText('Could not load preferences or music themes.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Focus Music Theme')).toHaveValue('SILENT_MODE');
    expect(screen.getByLabelText('Pomodoro length (minutes)')).toHaveValue(25);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for permission when notifications are turned on and says when it is blocked', async () => {
    const requestPermission = vi.fn(async () => 'denied' as const);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    stubFocusApi({ preferences: makePreferences({ notificationsEnabled: false }) });
    renderSection();

    await userEvent.click(await screen.findByLabelText('Browser notifications'));

    expect(requestPermission).toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Your browser blocks notifications from Pomopal/,
    );
  });
});
