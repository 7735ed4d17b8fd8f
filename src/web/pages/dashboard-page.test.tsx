import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../shared/domain/local-date.ts';
import { INSIGHTS_REFRESH_DEBOUNCE_MS } from '../features/insights/hooks/use-insights-live-refresh.ts';
import {
  currentWeek,
  makeDashboard,
  requestedPaths,
  stubInsightsApi,
} from '../features/insights/insights-fixtures.ts';
import { useAuth } from '../lib/auth-client.ts';
import { dispatchWindowEvent, WINDOW_EVENTS } from '../lib/window-events.ts';
import { errorResponse } from '../test/api-errors.ts';
import { resetAuthClientMock } from '../test/auth-client-mock.ts';
import { installFakeTimers, restoreRealTimers } from '../test/fake-timers.ts';
import { jsonResponse } from '../test/fetch-mock.ts';
import { makePreferences, signedIn } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

vi.mock('../lib/auth-client.ts', () => import('../test/auth-client-mock.ts'));

function renderPage() {
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/my-tasks', element: <h1>My tasks page</h1> },
    ],
    '/dashboard',
  );
}

const todayStats = () => screen.getByRole('region', { name: "Today's numbers" });
const upcoming = () => screen.getByRole('region', { name: 'Upcoming Tasks' });

/** The value shown under a stat card's name. */
function statValue(name: string): string | null {
  const term = within(todayStats()).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

/** A moment of the local day `daysFromToday` away, at `hour` in the browser's zone. */
function localMoment(daysFromToday: number, hour: number): string {
  const [year, month, day] = addDays(currentWeek().to, daysFromToday).split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hour).toISOString();
}

const dashboardCalls = (fetchMock: ReturnType<typeof stubInsightsApi>) =>
  requestedPaths(fetchMock).filter((path) => path === '/api/dashboard').length;

describe('DashboardPage', () => {
  beforeEach(() => {
    resetAuthClientMock();
    vi.mocked(useAuth).mockReturnValue(signedIn({ firstName: 'Ada' }));
  });

  afterEach(() => {
    restoreRealTimers();
    vi.unstubAllGlobals();
  });

  it("greets the user and shows today's focus time as 'Xh Ym', pomodoros and tasks done", async () => {
    stubInsightsApi({
      dashboard: makeDashboard({
        today: { date: currentWeek().to, focusMinutes: 75, pomodoros: 3, tasksDone: 2 },
      }),
    });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
    expect(todayStats()).toHaveAttribute('aria-busy', 'true');
    // The cards are there with their names while the figures load, so nothing moves as they come.
    expect(statValue('Pomodoros')).toBe('');
    await waitFor(() => expect(todayStats()).not.toHaveAttribute('aria-busy'));
    expect(statValue('Focus Time')).toBe('1h 15m');
    expect(statValue('Pomodoros')).toBe('3');
    expect(statValue('Tasks Done')).toBe('2');
    expect(screen.getByRole('region', { name: 'Active Session' })).toBeVisible();
  });

  it("measures today's focus against the user's daily goal", async () => {
    stubInsightsApi({
      dashboard: makeDashboard({
        today: { date: currentWeek().to, focusMinutes: 45, pomodoros: 2, tasksDone: 0 },
      }),
      answer: (path) =>
        path === '/api/preferences'
          ? jsonResponse(200, makePreferences({ dailyFocusGoal: 90 }))
          : undefined,
    });
    renderPage();

    const goal = await within(todayStats()).findByRole('progressbar', { name: 'Daily focus goal' });
    expect(goal).toHaveAttribute('aria-valuenow', '45');
    expect(goal).toHaveAttribute('aria-valuemax', '90');
    expect(within(todayStats()).getByText('0h 45m of your 1h 30m goal')).toBeVisible();
  });

  it('says when the daily goal is reached', async () => {
    stubInsightsApi({
      dashboard: makeDashboard({
        today: { date: currentWeek().to, focusMinutes: 130, pomodoros: 5, tasksDone: 1 },
      }),
      answer: (path) =>
        path === '/api/preferences' ? jsonResponse(200, makePreferences()) : undefined,
    });
    renderPage();

    expect(await within(todayStats()).findByText('Goal reached: 2h 10m of 2h 0m')).toBeVisible();
  });

  it('welcomes a brand-new user rather than welcoming them back', () => {
    stubInsightsApi();
    vi.mocked(useAuth).mockReturnValue(signedIn({ createdAt: new Date() }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ada!');
  });

  it('falls back to the username, then to User, in the greeting', () => {
    stubInsightsApi();
    vi.mocked(useAuth).mockReturnValue(signedIn({ firstName: null, username: 'adal' }));
    const { unmount } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, adal!');
    unmount();

    vi.mocked(useAuth).mockReturnValue(signedIn({ firstName: null, username: '' }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, User!');
  });

  it('lists the upcoming tasks with their due day and time, each linking to /my-tasks', async () => {
    // In the morning, so that the task due at 3 PM today is still ahead, whenever the test runs.
    const morning = new Date();
    morning.setHours(8, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: morning });
    stubInsightsApi({
      dashboard: makeDashboard({
        upcoming: [
          { id: 't1', title: 'Write the report', dueDate: localMoment(0, 15) },
          { id: 't2', title: 'Call the bank', dueDate: localMoment(1, 9) },
        ],
      }),
    });
    renderPage();

    const list = await within(upcoming()).findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Write the reportDue Today, 3:00\sPM$/),
      expect.stringMatching(/^Call the bankDue Tomorrow, 9:00\sAM$/),
    ]);
    await userEvent.click(links[0] as HTMLElement);
    expect(screen.getByRole('heading', { name: 'My tasks page' })).toBeVisible();
  });

  it('marks the overdue tasks it lists first', async () => {
    stubInsightsApi({
      dashboard: makeDashboard({
        upcoming: [
          { id: 't0', title: 'Pay the bill', dueDate: localMoment(-1, 9) },
          { id: 't1', title: 'Write the report', dueDate: localMoment(1, 15) },
        ],
      }),
    });
    renderPage();

    const links = within(await within(upcoming()).findByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Pay the billOverdue · was due Yesterday, 9:00\sAM$/),
      expect.stringMatching(/^Write the reportDue Tomorrow, 3:00\sPM$/),
    ]);
  });

  it('says so when nothing is due today or tomorrow', async () => {
    stubInsightsApi();
    renderPage();

    expect(await within(upcoming()).findByText('Nothing is due today or tomorrow.')).toBeVisible();
    expect(within(upcoming()).getByRole('link', { name: 'See all tasks' })).toHaveAttribute(
      'href',
      '/my-tasks',
    );
  });

  it("shows 'Could not load dashboard data.' when the server fails, and loads again on retry", async () => {
    let fail = true;
    stubInsightsApi({
      answer: (path) =>
        path === '/api/dashboard' && fail ? errorResponse('server.internal', 'boom') : undefined,
    });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load dashboard data.');
    expect(screen.queryByRole('region', { name: 'Upcoming Tasks' })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(upcoming()).findByText('Nothing is due today or tomorrow.')).toBeVisible();
    expect(screen.queryByText('Could not load dashboard data.')).toBeNull();
  });

  it("shows the server's message when it refuses the request", async () => {
    stubInsightsApi({
      answer: (path) =>
        path === '/api/dashboard'
          ? errorResponse(
              'request.invalid',
              'timeZone must be an IANA time zone such as Europe/Paris',
            )
          : undefined,
    });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'timeZone must be an IANA time zone such as Europe/Paris',
    );
  });

  it("sends the browser's time zone", async () => {
    const fetchMock = stubInsightsApi();
    renderPage();

    await within(upcoming()).findByText('Nothing is due today or tomorrow.');
    const url = String(
      fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/dashboard'))?.[0],
    );
    expect(new URL(url, 'http://localhost').searchParams.get('timeZone')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('reads the figures again on Refresh', async () => {
    let focusMinutes = 25;
    stubInsightsApi({
      answer: (path) =>
        path === '/api/dashboard'
          ? jsonResponse(
              200,
              makeDashboard({
                today: { date: currentWeek().to, focusMinutes, pomodoros: 1, tasksDone: 0 },
              }),
            )
          : undefined,
    });
    renderPage();
    await waitFor(() => expect(statValue('Focus Time')).toBe('0h 25m'));

    focusMinutes = 50;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(statValue('Focus Time')).toBe('0h 50m'));
  });

  it('refreshes once, 500 ms after a burst of completed sessions and tasks', async () => {
    installFakeTimers();
    const fetchMock = stubInsightsApi();
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(dashboardCalls(fetchMock)).toBe(1);

    act(() => {
      dispatchWindowEvent(WINDOW_EVENTS.statsUpdated);
      dispatchWindowEvent(WINDOW_EVENTS.taskCompleted, { taskId: 't1' });
    });
    await act(() => vi.advanceTimersByTimeAsync(INSIGHTS_REFRESH_DEBOUNCE_MS - 1));
    expect(dashboardCalls(fetchMock)).toBe(1);
    act(() => dispatchWindowEvent(WINDOW_EVENTS.taskCompleted, { taskId: 't2' }));
    await act(() => vi.advanceTimersByTimeAsync(INSIGHTS_REFRESH_DEBOUNCE_MS - 1));
    expect(dashboardCalls(fetchMock)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dashboardCalls(fetchMock)).toBe(2);
  });
});
