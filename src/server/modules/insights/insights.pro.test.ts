import { beforeAll, describe, expect, it } from 'vitest';
import { availableAiText } from '../../../shared/domain/ai-summary.ts';
import { pickedInsightRange, sumInsightRows } from '../../../shared/domain/insights.ts';
import {
  AI_SUMMARY_PRO_ONLY,
  FOCUS_TREND_PRO_ONLY,
  type FocusTrendResponse,
  type InsightsResponse,
  LONG_RANGE_PRO_ONLY,
} from '../../../shared/insights.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { insightsHistory } from '../../test/insights-history.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';
import type { InsightSummaryInput } from '../ai/ai.service.ts';
import { createLocalEngine } from '../ai/local-engine.ts';

type Who = { cookie: string; userId: string };

// 13:00 on Wednesday 2025-06-11 in Paris.
const NOON = new Date('2025-06-11T11:00:00Z');

describe.each(testDatabases())('the Pro insights on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let clock = NOON;
  let free: Who;
  let pro: Who;
  let proTask: string;
  const written: InsightSummaryInput[] = [];
  const local = createLocalEngine();

  const running = useTestApp(database, {
    now: () => clock,
    aiEngine: {
      summarize: async (input) => {
        written.push(input);
        return local.summarize(input);
      },
    },
  });
  beforeAll(async () => {
    ({ app, handle } = running);
    free = await createUser(app, 'free@example.com');
    pro = await createUser(app, 'pro@example.com');
    for (const who of [free, pro]) {
      const past = insightsHistory(handle.db, who.userId);
      const task = await past.task({ createdAt: '2025-06-09T08:00:00Z' });
      await past.session(task, { endTime: '2025-06-09T09:00:00Z' }); // Monday
      await past.session(task, { endTime: '2025-06-10T09:00:00Z' }); // Tuesday
      await past.session(task, { endTime: '2025-06-10T10:00:00Z' });
      await past.break('short', '2025-06-10T09:01:00Z');
      if (who === pro) proTask = task;
    }
    await insightsHistory(handle.db, pro.userId).pro(new Date('2099-01-01T00:00:00Z'));
  });

  const trend = (who: Who) =>
    app.inject({
      method: 'GET',
      url: '/api/insights/trend',
      query: { from: '2025-06-08', to: '2025-06-11', timeZone: 'Europe/Paris' },
      headers: { cookie: who.cookie },
    });
  const summary = (who: Who, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/insights/ai-summary',
      payload,
      headers: { cookie: who.cookie, origin: TEST_APP_URL },
    });

  it('refuses the focus trend and the AI summaries to a free user, saying why', async () => {
    const refusedTrend = await trend(free);
    expect(refusedTrend.statusCode).toBe(403);
    expect(refusedTrend.json()).toEqual({
      statusCode: 403,
      code: 'billing.pro_required',
      message: FOCUS_TREND_PRO_ONLY,
      requestId: expect.any(String),
    });
    for (const type of ['daily', 'weekly']) {
      const refused = await summary(free, { type, timeZone: 'Europe/Paris' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        statusCode: 403,
        code: 'billing.pro_required',
        message: AI_SUMMARY_PRO_ONLY,
        requestId: expect.any(String),
      });
    }
    expect(written).toEqual([]);
  });

  it('gives a free user the last 7 days, and a longer range only with Pro', async () => {
    const range = (who: Who, from: string) =>
      app.inject({
        method: 'GET',
        url: '/api/insights',
        query: { from, to: '2025-06-11', timeZone: 'Europe/Paris' },
        headers: { cookie: who.cookie },
      });
    expect((await range(free, '2025-06-05')).statusCode).toBe(200);
    const refused = await range(free, '2025-06-04');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      statusCode: 403,
      code: 'billing.pro_required',
      message: LONG_RANGE_PRO_ONLY,
      requestId: expect.any(String),
    });
    expect((await range(pro, '2025-06-04')).json().days).toHaveLength(8);
  });

  it('keeps a free user to this week: an earlier week, however short, is Pro', async () => {
    const week = (who: Who, from: string, to: string) =>
      app.inject({
        method: 'GET',
        url: '/api/insights',
        query: { from, to, timeZone: 'Europe/Paris' },
        headers: { cookie: who.cookie },
      });
    expect((await week(free, '2025-06-04', '2025-06-10')).statusCode).toBe(200);
    const earlier = await week(free, '2025-05-28', '2025-06-03');
    expect(earlier.statusCode).toBe(403);
    expect(earlier.json()).toMatchObject({ code: 'billing.pro_required' });
    expect((await week(pro, '2025-05-28', '2025-06-03')).statusCode).toBe(200);
  });

  it("answers a Pro user the page's 12 months, one row per day, and refuses them to a free user", async () => {
    const year = pickedInsightRange('12m', '2025-06-11');
    expect(year.from).toBe('2024-07-01');
    const read = (who: Who, url: string) =>
      app.inject({
        method: 'GET',
        url,
        query: { from: year.from, to: year.to, timeZone: 'Europe/Paris' },
        headers: { cookie: who.cookie },
      });

    const daily = await read(pro, '/api/insights');
    expect(daily.statusCode).toBe(200);
    const rows = (daily.json() as InsightsResponse).days;
    expect(rows.map((row) => row.insightDate)).toEqual(year.days);
    expect(sumInsightRows(rows)).toMatchObject({ totalPomodoros: 3, totalFocusMinutes: 75 });
    const trendDays = (await read(pro, '/api/insights/trend')).json() as FocusTrendResponse;
    expect(trendDays.days).toHaveLength(year.days.length);

    const refused = await read(free, '/api/insights');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'billing.pro_required',
      message: LONG_RANGE_PRO_ONLY,
    });
  });

  it('draws the focus trend for a Pro user, one bar per day', async () => {
    const response = await trend(pro);
    expect(response.statusCode).toBe(200);
    expect((response.json() as FocusTrendResponse).days).toEqual([
      { date: '2025-06-08', focusMinutes: 0 },
      { date: '2025-06-09', focusMinutes: 25 },
      { date: '2025-06-10', focusMinutes: 50 },
      { date: '2025-06-11', focusMinutes: 0 },
    ]);
  });

  it("writes the tip and the reflection from the user's own week, without an upsell", async () => {
    const daily = await summary(pro, { type: 'daily', timeZone: 'Europe/Paris' });
    expect(daily.statusCode).toBe(200);
    expect(daily.json().summary).toBe(
      'No focus sessions yet today. Start one pomodoro on your most important task; your days this week averaged 0h 13m.',
    );
    const weekly = await summary(pro, { type: 'weekly', timeZone: 'Europe/Paris' });
    expect(weekly.json().summary).toBe(
      'This week: 1h 15m of focus in 3 pomodoros over 2 active days. Your best day was Tuesday with 0h 50m. You added 1 task and completed 0 (0%). Adding fewer tasks and finishing them builds momentum. Your focus rose through the week. You skipped 2 breaks; taking them keeps long days productive.',
    );
    for (const text of [daily.json().summary, weekly.json().summary]) {
      expect(availableAiText(text)).toBe(text);
    }
    expect(written.map((input) => [input.type, input.today, input.days.length])).toEqual([
      ['daily', '2025-06-11', 7],
      ['weekly', '2025-06-11', 7],
    ]);
  });

  it('answers the same figures from its cache, and writes again once they change', async () => {
    written.length = 0;
    const first = (await summary(pro, { type: 'daily', timeZone: 'Europe/Paris' })).json();
    expect(written).toEqual([]);

    await insightsHistory(handle.db, pro.userId).session(proTask, {
      endTime: '2025-06-11T10:30:00Z',
    });
    const changed = (await summary(pro, { type: 'daily', timeZone: 'Europe/Paris' })).json();
    expect(written).toHaveLength(1);
    expect(changed.summary).not.toBe(first.summary);
    expect(changed.summary).toMatch(/^Today: 0h 25m of focus in 1 pomodoro\. /);

    // The next day is a day of its own.
    clock = new Date('2025-06-12T07:00:00Z');
    try {
      await summary(pro, { type: 'daily', timeZone: 'Europe/Paris' });
      expect(written.map((input) => input.today)).toEqual(['2025-06-11', '2025-06-12']);
    } finally {
      clock = NOON;
    }
  });

  it("gives the reflection the week's estimates per quadrant, and the tip none", async () => {
    written.length = 0;
    const past = insightsHistory(handle.db, pro.userId);
    const urgent = await past.task({
      createdAt: '2025-06-09T08:00:00Z',
      estimatedMinutes: 20,
      flags: { isImportant: true, isUrgent: true },
    });
    await past.session(urgent, { endTime: '2025-06-09T12:00:00Z' });
    await past.session(urgent, { endTime: '2025-06-10T12:00:00Z' });
    const earlier = await past.task({
      createdAt: '2025-06-01T08:00:00Z',
      estimatedMinutes: 20,
      flags: { isImportant: true, isUrgent: false },
    });
    await past.session(earlier, { endTime: '2025-06-03T12:00:00Z' }); // before the week

    const weekly = (await summary(pro, { type: 'weekly', timeZone: 'Europe/Paris' })).json();
    expect(weekly.summary).toMatch(
      / Your 1 'Do First' task took 0h 50m of focus against an estimate of 0h 20m: estimates slip most there\.$/,
    );
    await summary(pro, { type: 'daily', timeZone: 'Europe/Paris' });
    expect(written.map((input) => [input.type, input.estimates])).toEqual([
      ['weekly', [{ quadrant: 'Do First', tasks: 1, estimatedMinutes: 20, focusMinutes: 50 }]],
      ['daily', []],
    ]);
  });

  it.each([
    [{ type: 'monthly', timeZone: 'UTC' }, 'type:'],
    [{ type: 'daily', timeZone: 'Moon/Tranquility' }, 'timeZone:'],
    [{ type: 'daily' }, 'timeZone:'],
  ])('refuses the summary body %o with 400', async (payload, field) => {
    const response = await summary(pro, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid' });
    expect(response.json().message.startsWith(field)).toBe(true);
  });
});
