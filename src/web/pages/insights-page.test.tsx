import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../shared/domain/local-date.ts';
import { makeProSubscription, makeSubscription } from '../features/billing/billing-fixtures.ts';
import {
  currentRange,
  currentWeek,
  makeDailyRow,
  makeStreak,
  makeWeek,
  requestedPaths,
  requestedRanges,
  stubInsightsApi,
} from '../features/insights/insights-fixtures.ts';
import { useAuth } from '../lib/auth-client.ts';
import { errorResponse } from '../test/api-errors.ts';
import { resetAuthClientMock } from '../test/auth-client-mock.ts';
import { jsonResponse } from '../test/fetch-mock.ts';
import { makePreferences, signedIn, signedOut } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { InsightsPage } from './insights-page.tsx';

vi.mock('../lib/auth-client.ts', () => import('../test/auth-client-mock.ts'));

function renderPage(path = '/insights') {
  return renderRoutes(
    [
      { path: '/insights', element: <InsightsPage /> },
      { path: '/subscription', element: <h1>Subscription page</h1> },
    ],
    path,
  );
}

const free = makeSubscription();
const pro = makeProSubscription('sandbox');

// Today: 50 minutes, 2 pomodoros, 1 of 2 tasks, a short break. Two days ago: 100 minutes,
// 4 pomodoros, 2 of 4 tasks, a short and a long break. Six days ago: 25 minutes, 1 pomodoro.
const week = makeWeek({
  0: {
    totalFocusMinutes: 50,
    totalPomodoros: 2,
    totalTasks: 2,
    completedTasks: 1,
    completionRate: 50,
    totalShortBreaks: 1,
  },
  2: {
    totalFocusMinutes: 100,
    totalPomodoros: 4,
    totalTasks: 4,
    completedTasks: 2,
    completionRate: 50,
    totalShortBreaks: 1,
    totalLongBreaks: 1,
  },
  6: { totalFocusMinutes: 25, totalPomodoros: 1, totalTasks: 1, completedTasks: 0 },
});

const card = (name: string) => screen.getByRole('region', { name });

/** The figure named `name` in `region`, once it has loaded. */
async function figure(region: HTMLElement, name: string): Promise<string | null> {
  const term = await within(region).findByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('InsightsPage', () => {
  beforeEach(() => {
    resetAuthClientMock();
    vi.mocked(useAuth).mockReturnValue(signedIn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows today's and the last 7 days' figures, the week's rate from its sums", async () => {
    const fetchMock = stubInsightsApi({ subscription: free, days: week });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Productivity Insights' })).toBeVisible();
    const today = card('Today');
    expect(await figure(today, 'Focus Time')).toBe('0h 50m');
    expect(await figure(today, 'Pomodoros')).toBe('2');
    expect(await figure(today, 'Tasks Added')).toBe('2');
    expect(await figure(today, 'Tasks Done')).toBe('1');
    expect(await figure(today, 'Completion Rate')).toBe('50%');
    expect(await figure(today, 'Short Breaks')).toBe('1');
    expect(await figure(today, 'Long Breaks')).toBe('0');

    const weekCard = card('This Week (Last 7 Days)');
    expect(await figure(weekCard, 'Focus Time')).toBe('2h 55m');
    expect(await figure(weekCard, 'Pomodoros')).toBe('7');
    expect(await figure(weekCard, 'Tasks Added')).toBe('7');
    expect(await figure(weekCard, 'Tasks Done')).toBe('3');
    // 3 of 7 is 43%; the mean of the daily rates would be 33%.
    expect(await figure(weekCard, 'Completion Rate')).toBe('43%');
    expect(await figure(weekCard, 'Long Breaks')).toBe('1');

    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/insights');
    const { from, to } = currentWeek();
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      from,
      to,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('offers a free user the upgrade banner and the locked chart, and asks for no Pro data', async () => {
    const fetchMock = stubInsightsApi({ subscription: free, days: week });
    renderPage();

    const banner = await screen.findByRole('region', {
      name: 'Unlock AI Summaries & Advanced Reports!',
    });
    expect(within(banner).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    const trend = card('Focus Trend');
    expect(within(trend).getByText('Unlock Detailed Focus Trends!')).toBeVisible();
    expect(within(trend).queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'AI Generated Insights' })).toBeNull();

    await userEvent.click(within(trend).getByRole('link', { name: 'Upgrade to Pro' }));
    expect(screen.getByRole('heading', { name: 'Subscription page' })).toBeVisible();
    expect(requestedPaths(fetchMock)).not.toContain('/api/insights/trend');
    expect(requestedPaths(fetchMock)).not.toContain('/api/insights/ai-summary');
  });

  it('shows neither the AI box nor the offer while the plan is unknown', async () => {
    stubInsightsApi({ days: week });
    renderPage();

    await figure(card('Today'), 'Focus Time');
    expect(card('Focus Trend')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Unlock AI Summaries & Advanced Reports!')).toBeNull();
    expect(screen.queryByText('Unlock Detailed Focus Trends!')).toBeNull();
    expect(screen.queryByRole('region', { name: 'AI Generated Insights' })).toBeNull();
  });

  it('shows a Pro user the focus trend chart, with its figures as a table', async () => {
    const { days } = currentWeek();
    stubInsightsApi({
      subscription: pro,
      days: week,
      trend: { days: days.map((date, index) => ({ date, focusMinutes: index * 10 })) },
      ai: { daily: 'Start with your hardest task.', weekly: 'Tuesday was your best day.' },
    });
    renderPage();

    const table = await within(card('Focus Trend')).findByRole('table', {
      name: 'Focus minutes per day, last 7 days',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '0',
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
    ]);
    expect(screen.queryByText('Unlock Detailed Focus Trends!')).toBeNull();
    expect(screen.queryByText('Unlock AI Summaries & Advanced Reports!')).toBeNull();
  });

  it("shows a Pro user Today's AI Tip and This Week's AI Reflection", async () => {
    const fetchMock = stubInsightsApi({
      subscription: pro,
      days: week,
      trend: { days: [] },
      ai: { daily: 'Start with your hardest task.', weekly: 'Tuesday was your best day.' },
    });
    renderPage();

    const box = await screen.findByRole('region', { name: 'AI Generated Insights' });
    expect(await within(box).findByText('Start with your hardest task.')).toBeVisible();
    expect(await within(box).findByText('Tuesday was your best day.')).toBeVisible();
    expect(within(box).getByRole('heading', { name: "Today's AI Tip" })).toBeVisible();
    expect(within(box).getByRole('heading', { name: "This Week's AI Reflection" })).toBeVisible();
    const bodies = fetchMock.mock.calls
      .filter(([input]) => String(input) === '/api/insights/ai-summary')
      .map(([, init]) => JSON.parse(String(init?.body)));
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(bodies).toEqual(
      expect.arrayContaining([
        { type: 'daily', timeZone },
        { type: 'weekly', timeZone },
      ]),
    );
  });

  it("shows 'Loading AI insights...' while the AI texts load, after a failure, and for upgrade text", async () => {
    stubInsightsApi({
      subscription: pro,
      days: week,
      trend: { days: [] },
      // The weekly text never comes; the daily one only asks to upgrade.
      ai: { daily: 'Please upgrade to see AI tips.' },
    });
    const { unmount } = renderPage();

    const box = await screen.findByRole('region', { name: 'AI Generated Insights' });
    await waitFor(() => expect(within(box).getAllByText('Loading AI insights...')).toHaveLength(2));
    expect(within(box).queryByText(/upgrade/i)).toBeNull();
    unmount();

    vi.unstubAllGlobals();
    stubInsightsApi({
      subscription: pro,
      days: week,
      trend: { days: [] },
      answer: (path) =>
        path === '/api/insights/ai-summary' ? errorResponse('server.internal') : undefined,
    });
    renderPage();
    const failed = await screen.findByRole('region', { name: 'AI Generated Insights' });
    expect(within(failed).getAllByText('Loading AI insights...')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Could not load productivity insights.' when the figures fail, and retries", async () => {
    let fail = true;
    stubInsightsApi({
      subscription: free,
      days: week,
      answer: (path) =>
        path === '/api/insights' && fail ? errorResponse('server.internal') : undefined,
    });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load productivity insights.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await figure(card('Today'), 'Focus Time')).toBe('0h 50m');
  });

  it('shows the streaks, this week in focus days and its best day, and a heatmap square per day', async () => {
    const streakData = makeStreak(3, 12, { 0: 50, 1: 1, 9: 200 });
    stubInsightsApi({ subscription: free, days: week, streak: streakData });
    renderPage();

    const streak = card('Focus Streak');
    expect(await figure(streak, 'Current streak')).toBe('3 days');
    expect(await figure(streak, 'Longest streak')).toBe('12 days');
    expect(await figure(streak, 'Focus days this week')).toBe('2 of 7');
    const today = currentWeek().to;
    const todayName = new Date(`${today}T12:00:00Z`).toLocaleDateString(undefined, {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(await figure(streak, 'Best day this week')).toBe(`0h 50m${todayName}`);
    const heatmap = within(streak).getByRole('list', { name: 'Last 12 Weeks' });
    const squares = within(heatmap).getAllByRole('listitem');
    expect(squares).toHaveLength(84);
    expect(squares.at(-1)).toHaveTextContent(/: 50 minutes$/);
    expect(squares.at(-2)).toHaveTextContent(/: 1 minute$/);
    expect(squares.at(0)).toHaveTextContent(/: 0 minutes$/);
  });

  it("counts this week's days that reached the user's daily goal", async () => {
    // Today 50 minutes, yesterday 90, two days ago 200, nine days ago (last week) 200.
    const streakData = makeStreak(3, 12, { 0: 50, 1: 90, 2: 200, 9: 200 });
    stubInsightsApi({
      subscription: free,
      days: week,
      streak: streakData,
      answer: (path) =>
        path === '/api/preferences'
          ? jsonResponse(200, makePreferences({ dailyFocusGoal: 90 }))
          : undefined,
    });
    renderPage();

    const streak = card('Focus Streak');
    expect(await figure(streak, 'Daily goal reached this week')).toBe('2 of 7Goal: 1h 30m a day');
  });

  it("names the heatmap's rows by weekday and its columns by the months starting in them", async () => {
    const streakData = makeStreak(0, 0);
    stubInsightsApi({ subscription: free, days: week, streak: streakData });
    renderPage();

    const streak = card('Focus Streak');
    await within(streak).findByRole('list', { name: 'Last 12 Weeks' });
    for (const weekday of ['Mon', 'Wed', 'Fri']) {
      expect(within(streak).getByText(weekday)).toBeInTheDocument();
    }
    const monthStarts = streakData.heatmap.filter(({ date }) => date.endsWith('-01'));
    expect(monthStarts.length).toBeGreaterThanOrEqual(2);
    for (const { date } of monthStarts) {
      const month = new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
        month: 'short',
        timeZone: 'UTC',
      });
      expect(within(streak).getByText(month)).toBeInTheDocument();
    }
  });

  it('lets a Pro user pick 90 days: the request, the card, the chart and the address follow', async () => {
    const quarter = currentRange('90d');
    const longAgo = addDays(quarter.to, -80);
    const fetchMock = stubInsightsApi({
      subscription: pro,
      days: [
        ...week,
        makeDailyRow(longAgo, {
          totalFocusMinutes: 300,
          totalPomodoros: 12,
          totalTasks: 3,
          completedTasks: 3,
          totalShortBreaks: 9,
          totalLongBreaks: 3,
        }),
      ],
      trend: (from, to) => ({
        days: currentRange('90d')
          .days.filter((date) => date >= from && date <= to)
          .map((date) => ({ date, focusMinutes: date === longAgo ? 300 : 0 })),
      }),
      ai: { daily: 'Start with your hardest task.', weekly: 'Tuesday was your best day.' },
    });
    const { router } = renderPage();

    expect(await figure(card('This Week (Last 7 Days)'), 'Focus Time')).toBe('2h 55m');
    const range = screen.getByRole('group', { name: 'Range' });
    expect(within(range).getByRole('radio', { name: '7 days' })).toBeChecked();
    await userEvent.click(within(range).getByRole('radio', { name: '90 days' }));

    expect(router.state.location.search).toBe('?range=90d');
    const quarterCard = card('Last 90 Days');
    expect(await figure(quarterCard, 'Focus Time')).toBe('7h 55m');
    expect(await figure(quarterCard, 'Pomodoros')).toBe('19');
    expect(await figure(quarterCard, 'Tasks Added')).toBe('10');
    expect(await figure(quarterCard, 'Tasks Done')).toBe('6');
    expect(await figure(quarterCard, 'Completion Rate')).toBe('60%');
    expect(await figure(quarterCard, 'Long Breaks')).toBe('4');
    expect(screen.queryByRole('region', { name: 'This Week (Last 7 Days)' })).toBeNull();
    // Today is today whatever the range.
    expect(await figure(card('Today'), 'Focus Time')).toBe('0h 50m');

    const trend = card('Focus Trend');
    expect(within(trend).getByText('Focus each week, the last 90 days.')).toBeVisible();
    const table = await within(trend).findByRole('table', {
      name: 'Focus minutes per week, last 90 days',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(13);
    const minutes = rows.map((row) => within(row).getByRole('cell').textContent);
    expect(minutes.filter((value) => value !== '0')).toEqual(['300']);

    const asked = { from: quarter.from, to: quarter.to };
    expect(requestedRanges(fetchMock, '/api/insights')).toContainEqual(asked);
    expect(requestedRanges(fetchMock, '/api/insights/trend')).toContainEqual(asked);
  });

  it('opens on the range the address names, 7 days for a value it does not know', async () => {
    const year = currentRange('12m');
    const fetchMock = stubInsightsApi({ subscription: pro, days: week, trend: { days: [] } });
    const { unmount } = renderPage('/insights?range=12m');

    await figure(card('Last 12 Months'), 'Focus Time');
    expect(screen.getByRole('radio', { name: '12 months' })).toBeChecked();
    expect(requestedRanges(fetchMock, '/api/insights')).toEqual([{ from: year.from, to: year.to }]);
    unmount();

    vi.unstubAllGlobals();
    const again = stubInsightsApi({ subscription: pro, days: week, trend: { days: [] } });
    renderPage('/insights?range=forever');
    await figure(card('This Week (Last 7 Days)'), 'Focus Time');
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    const { from, to } = currentWeek();
    expect(requestedRanges(again, '/api/insights')).toEqual([{ from, to }]);
  });

  it('moves between the ranges with the arrow keys', async () => {
    stubInsightsApi({ subscription: pro, days: week, trend: { days: [] } });
    const { router } = renderPage();

    const sevenDays = await screen.findByRole('radio', { name: '7 days' });
    await waitFor(() => expect(screen.getByRole('radio', { name: '30 days' })).toBeEnabled());
    await userEvent.click(sevenDays);
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('radio', { name: '30 days' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(router.state.location.search).toBe('?range=30d');
    await figure(card('Last 30 Days'), 'Focus Time');
  });

  it('shows a free user the longer ranges locked with the way to Pro, and asks for 7 days only', async () => {
    const fetchMock = stubInsightsApi({ subscription: free, days: week });
    renderPage('/insights?range=90d');

    const weekCard = await screen.findByRole('region', { name: 'This Week (Last 7 Days)' });
    expect(await figure(weekCard, 'Focus Time')).toBe('2h 55m');
    const range = screen.getByRole('group', { name: 'Range' });
    await waitFor(() =>
      expect(within(range).getByRole('radio', { name: '30 days' })).toBeDisabled(),
    );
    expect(within(range).getByRole('radio', { name: '7 days' })).toBeChecked();
    for (const name of ['30 days', '90 days', '12 months']) {
      const option = within(range).getByRole('radio', { name });
      expect(option).toBeDisabled();
      expect(option).toHaveAccessibleDescription('Longer ranges come with Pro.');
    }
    const note = screen.getByText('Longer ranges come with Pro.');
    expect(
      within(note.parentElement ?? note).getByRole('link', { name: 'Upgrade to Pro' }),
    ).toHaveAttribute('href', '/subscription');
    const { from, to } = currentWeek();
    expect(requestedRanges(fetchMock, '/api/insights')).toEqual([{ from, to }]);
    expect(requestedPaths(fetchMock)).not.toContain('/api/insights/trend');
  });

  it('asks for no longer range before the plan is known', async () => {
    const fetchMock = stubInsightsApi({ days: week });
    renderPage('/insights?range=90d');

    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/insights/streak'));
    expect(screen.getByRole('radio', { name: '90 days' })).toBeDisabled();
    expect(requestedPaths(fetchMock)).not.toContain('/api/insights');
    // The free plan's note keeps its place unseen, and its link cannot be reached.
    expect(screen.getByText('Longer ranges come with Pro.')).not.toBeVisible();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).toBeNull();
  });

  it('asks a signed-out visitor to log in, and loads nothing', () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    const fetchMock = stubInsightsApi();
    renderPage();

    expect(screen.getByText('Please log in to view insights.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
