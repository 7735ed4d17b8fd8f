import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateKey } from '../../../shared/domain/local-date.ts';
import type { StreakResponse } from '../../../shared/insights.schemas.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { insightsHistory } from '../../test/insights-history.ts';
import { createUser } from '../../test/users.ts';

type Who = { cookie: string; userId: string };

const PARIS = 'Europe/Paris';
const LA = 'America/Los_Angeles';
// Sunday 2025-06-15: 14:00 in Paris, 05:00 in Los Angeles.
const SUNDAY_NOON = new Date('2025-06-15T12:00:00Z');

describe.each(testDatabases())('the streak over a long history on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let clock = SUNDAY_NOON;

  beforeAll(async () => {
    handle = await database.open();
    app = await createTestApp({ database: handle, now: () => clock });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const streak = async (who: Who, timeZone: string): Promise<StreakResponse> => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/insights/streak',
      query: { timeZone },
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const figures = async (who: Who, timeZone: string) => {
    const { current, longest } = await streak(who, timeZone);
    return { current, longest };
  };
  const send = (who: Who, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie: who.cookie } });

  /**
   * A user who focused every day of 2024-06-01 to 2024-06-10, a year ago, on one task, and on
   * Saturday and Sunday this week on another, at noon UTC: the same days in Paris and Los
   * Angeles.
   */
  async function withYearOldRun(email: string) {
    const who = await createUser(app, email);
    const past = insightsHistory(handle.db, who.userId);
    const lastYear = await past.task({ createdAt: '2024-06-01T08:00:00Z' });
    for (let day = 0; day < 10; day += 1) {
      await past.session(lastYear, { endTime: `${addDays('2024-06-01', day)}T12:00:00Z` });
    }
    const thisWeek = await past.task({ createdAt: '2025-06-14T08:00:00Z' });
    await past.session(thisWeek, { endTime: '2025-06-14T12:00:00Z' });
    await past.session(thisWeek, { endTime: '2025-06-15T10:00:00Z', minutes: 10 });
    return { who, past, lastYear, thisWeek };
  }

  it('keeps the longest run of a year ago beside the current one', async () => {
    const { who } = await withYearOldRun('ada@example.com');
    const { current, longest, heatmap } = await streak(who, PARIS);
    expect({ current, longest }).toEqual({ current: 2, longest: 10 });
    expect(heatmap).toHaveLength(84);
    expect(heatmap.slice(-3)).toEqual([
      { date: '2025-06-13', focusMinutes: 0 },
      { date: '2025-06-14', focusMinutes: 25 },
      { date: '2025-06-15', focusMinutes: 10 },
    ]);
    // A year and a day later, the old run is still the longest.
    clock = new Date('2025-06-16T12:00:00Z');
    try {
      expect(await figures(who, PARIS)).toEqual({ current: 2, longest: 10 });
      clock = new Date('2025-06-17T12:00:00Z');
      expect(await figures(who, PARIS)).toEqual({ current: 0, longest: 10 });
    } finally {
      clock = SUNDAY_NOON;
    }
  });

  it('lowers the longest when its task is deleted, and raises it again when the delete is undone', async () => {
    const { who, lastYear, thisWeek } = await withYearOldRun('bo@example.com');
    expect(await figures(who, PARIS)).toEqual({ current: 2, longest: 10 });

    expect((await send(who, 'DELETE', `/api/tasks/${lastYear}`)).statusCode).toBe(204);
    expect(await figures(who, PARIS)).toEqual({ current: 2, longest: 2 });
    expect((await send(who, 'DELETE', `/api/tasks/${thisWeek}`)).statusCode).toBe(204);
    const none = await streak(who, PARIS);
    expect({ current: none.current, longest: none.longest }).toEqual({ current: 0, longest: 0 });
    expect(none.heatmap.every((day) => day.focusMinutes === 0)).toBe(true);

    expect((await send(who, 'POST', `/api/tasks/${lastYear}/restore`)).statusCode).toBe(200);
    expect(await figures(who, PARIS)).toEqual({ current: 0, longest: 10 });
    expect((await send(who, 'POST', `/api/tasks/${thisWeek}/restore`)).statusCode).toBe(200);
    expect(await figures(who, PARIS)).toEqual({ current: 2, longest: 10 });
  });

  it('counts a session ended after the first read on its day in each zone read', async () => {
    const { who, past, thisWeek } = await withYearOldRun('cy@example.com');
    expect(await figures(who, PARIS)).toEqual({ current: 2, longest: 10 });
    expect(await figures(who, LA)).toEqual({ current: 2, longest: 10 });

    // 00:30 on Friday the 13th in Paris, 15:30 on Thursday the 12th in Los Angeles.
    await past.session(thisWeek, { endTime: '2025-06-12T22:30:00Z' });
    expect(await figures(who, PARIS)).toEqual({ current: 3, longest: 10 });
    expect(await figures(who, LA)).toEqual({ current: 2, longest: 10 });
    const la = await streak(who, LA);
    expect(la.heatmap.slice(-4).map((day) => day.focusMinutes)).toEqual([25, 0, 25, 10]);
    // A zone read for the first time now is counted from the whole history at once.
    expect(await figures(who, 'Asia/Tokyo')).toEqual({ current: 3, longest: 10 });
  });

  it('grows the longest run as new days extend the current one past it', async () => {
    const { who, past, thisWeek } = await withYearOldRun('dee@example.com');
    expect(await figures(who, PARIS)).toEqual({ current: 2, longest: 10 });
    for (let day = 1; day <= 9; day += 1) {
      await past.session(thisWeek, { endTime: `${addDays('2025-06-14', -day)}T12:00:00Z` });
    }
    expect(await figures(who, PARIS)).toEqual({ current: 11, longest: 11 });
  });

  it('leaves out a day after today, as a server whose clock runs ahead might record it', async () => {
    const { who, past, thisWeek } = await withYearOldRun('eve@example.com');
    await past.session(thisWeek, { endTime: '2025-06-16T12:00:00Z' });
    const { current, longest, heatmap } = await streak(who, PARIS);
    expect({ current, longest }).toEqual({ current: 2, longest: 10 });
    expect(heatmap.at(-1)).toEqual({ date: '2025-06-15', focusMinutes: 10 });
  });

  it('counts a session finished through the timer at once', async () => {
    clock = new Date();
    try {
      const fay = await createUser(app, 'fay@example.com');
      expect(await figures(fay, PARIS)).toEqual({ current: 0, longest: 0 });
      const task: Task = (
        await send(fay, 'POST', '/api/tasks', { title: 'Write', minutes: 5 })
      ).json();
      const session = task.sessions[0];
      if (!session) throw new Error('expected a session');
      await send(fay, 'POST', `/api/sessions/${session.id}/start`, {});
      await send(fay, 'POST', `/api/sessions/${session.id}/complete`, { taskId: task.id });
      const { current, longest, heatmap } = await streak(fay, PARIS);
      expect({ current, longest }).toEqual({ current: 1, longest: 1 });
      expect(heatmap.at(-1)).toEqual({ date: localDateKey(clock, PARIS), focusMinutes: 5 });
    } finally {
      clock = SUNDAY_NOON;
    }
  });
});
