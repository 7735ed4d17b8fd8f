import { beforeAll, describe, expect, it } from 'vitest';
import { localDateKey } from '../../../shared/domain/local-date.ts';
import type { DashboardResponse, StreakResponse } from '../../../shared/insights.schemas.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../test/databases.ts';
import { insightsHistory } from '../../test/insights-history.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

type Who = { cookie: string; userId: string };

const LA = 'America/Los_Angeles';
// 13:00 on Sunday 2025-03-09 in Los Angeles, the 23-hour day clocks go forward.
const SPRING_AFTERNOON = new Date('2025-03-09T20:00:00Z');

describe.each(testDatabases())('the dashboard and the streak on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let clock = SPRING_AFTERNOON;
  let ada: Who;
  let cy: Who;

  const running = useTestApp(database, { now: () => clock });
  beforeAll(async () => {
    ({ app, handle } = running);
    ada = await createUser(app, 'ada@example.com');
    cy = await createUser(app, 'cy@example.com');

    const adaPast = insightsHistory(handle.db, ada.userId);
    const today = await adaPast.task({
      createdAt: '2025-03-09T18:00:00Z',
      completedAt: '2025-03-09T19:00:00Z',
    });
    await adaPast.session(today, { endTime: '2025-03-09T07:59:00Z' }); // Mar 8, 23:59 PST
    await adaPast.session(today, { endTime: '2025-03-09T08:00:00Z' }); // Mar 9, 00:00 PST
    await adaPast.session(today, { endTime: '2025-03-09T19:30:00Z', minutes: 10 });
    for (const date of ['2025-02-01', '2025-02-02', '2025-02-03']) {
      await adaPast.session(today, { endTime: `${date}T20:00:00Z` });
    }
    for (const [title, dueDate] of [
      ['Due yesterday night', '2025-03-09T07:30:00Z'], // Mar 8, 23:30 PST
      ['Due tomorrow', '2025-03-10T12:00:00Z'],
      ['Due this evening', '2025-03-09T22:00:00Z'],
      ['Due at midnight', '2025-03-09T08:00:00Z'], // Mar 9, 00:00 PST
      ['Due late tomorrow', '2025-03-11T06:59:00Z'], // Mar 10, 23:59 PDT
    ] as const) {
      await adaPast.task({ title, dueDate, createdAt: '2025-03-01T00:00:00Z' });
    }

    const cyPast = insightsHistory(handle.db, cy.userId);
    for (const past of [
      { title: 'Late tomorrow', dueDate: '2025-03-11T06:59:00Z' },
      { title: 'The day after tomorrow', dueDate: '2025-03-11T07:00:00Z' }, // Mar 11, 00:00 PDT
      {
        title: 'Done already',
        dueDate: '2025-03-09T21:00:00Z',
        completedAt: '2025-03-09T19:00:00Z',
      },
      { title: 'Deleted', dueDate: '2025-03-09T21:00:00Z', deletedAt: '2025-03-09T19:00:00Z' },
      { title: 'No due date' },
    ]) {
      await cyPast.task({ ...past, createdAt: '2025-03-01T00:00:00Z' });
    }
  });

  const get = (who: Who, url: string, timeZone: string) =>
    app.inject({ method: 'GET', url, query: { timeZone }, headers: { cookie: who.cookie } });
  const dashboard = async (who: Who, timeZone = LA) => {
    const response = await get(who, '/api/dashboard', timeZone);
    expect(response.statusCode).toBe(200);
    return response.json() as DashboardResponse;
  };

  it("shows today's figures in the user's zone and the first three tasks due by tomorrow's end, overdue first", async () => {
    expect(await dashboard(ada)).toEqual({
      today: { date: '2025-03-09', focusMinutes: 35, pomodoros: 2, tasksDone: 1 },
      upcoming: [
        {
          id: expect.any(String),
          title: 'Due yesterday night',
          dueDate: '2025-03-09T07:30:00.000Z',
        },
        { id: expect.any(String), title: 'Due at midnight', dueDate: '2025-03-09T08:00:00.000Z' },
        { id: expect.any(String), title: 'Due this evening', dueDate: '2025-03-09T22:00:00.000Z' },
      ],
    });
    // Cy's tasks: the last minute of tomorrow is in; the first of the day after, done and
    // deleted tasks, and tasks without a due date are not.
    expect((await dashboard(cy)).upcoming.map((task) => task.title)).toEqual(['Late tomorrow']);
  });

  it('reads today in the zone it is given', async () => {
    // 20:00Z is Monday morning in Auckland, whose Monday began at 11:00Z: of Sunday in Los
    // Angeles, only the 10-minute session and the task done at 19:00Z fall on it.
    expect((await dashboard(ada, 'Pacific/Auckland')).today).toEqual({
      date: '2025-03-10',
      focusMinutes: 10,
      pomodoros: 1,
      tasksDone: 1,
    });
  });

  it('counts the streak of days with a pomodoro, and a 12-week heatmap ending today', async () => {
    const response = await get(ada, '/api/insights/streak', LA);
    expect(response.statusCode).toBe(200);
    const streak: StreakResponse = response.json();
    expect({ current: streak.current, longest: streak.longest }).toEqual({
      current: 2,
      longest: 3,
    });
    expect(streak.heatmap).toHaveLength(84);
    expect(streak.heatmap[0]).toEqual({ date: '2024-12-16', focusMinutes: 0 });
    expect(streak.heatmap.slice(-2)).toEqual([
      { date: '2025-03-08', focusMinutes: 25 },
      { date: '2025-03-09', focusMinutes: 35 },
    ]);
    expect(streak.heatmap.reduce((sum, cell) => sum + cell.focusMinutes, 0)).toBe(135);
    const none: StreakResponse = (await get(cy, '/api/insights/streak', LA)).json();
    expect({ current: none.current, longest: none.longest }).toEqual({ current: 0, longest: 0 });
  });

  it.each(['/api/dashboard', '/api/insights/streak'])(
    '%s refuses a bad zone with 400',
    async (url) => {
      const response = await get(ada, url, 'Not/AZone');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'request.invalid',
        message: 'timeZone: must be an IANA time zone such as Europe/Paris',
      });
      const missing = await app.inject({ method: 'GET', url, headers: { cookie: ada.cookie } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'request.invalid' });
    },
  );

  it('changes as the user finishes a session and ticks a task off, and back when unticked', async () => {
    clock = new Date();
    try {
      const eve = await createUser(app, 'eve@example.com');
      const zone = 'UTC';
      const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
        app.inject({ method, url, payload, headers: { cookie: eve.cookie } });
      const task: Task = (await send('POST', '/api/tasks', { title: 'Write', minutes: 1 })).json();
      const other: Task = (await send('POST', '/api/tasks', { title: 'Read', minutes: 5 })).json();
      const session = task.sessions[0];
      if (!session) throw new Error('expected a session');
      const empty = {
        date: localDateKey(clock, zone),
        focusMinutes: 0,
        pomodoros: 0,
        tasksDone: 0,
      };
      expect((await dashboard(eve, zone)).today).toEqual(empty);

      await send('POST', `/api/sessions/${session.id}/start`, {});
      await send('POST', `/api/sessions/${session.id}/complete`, { taskId: task.id });
      // Its only session done, the task is done too.
      expect((await dashboard(eve, zone)).today).toEqual({
        ...empty,
        focusMinutes: 1,
        pomodoros: 1,
        tasksDone: 1,
      });

      await send('PUT', `/api/tasks/${other.id}/completion`, { completed: true });
      expect((await dashboard(eve, zone)).today.tasksDone).toBe(2);
      await send('PUT', `/api/tasks/${task.id}/completion`, { completed: false });
      await send('PUT', `/api/tasks/${other.id}/completion`, { completed: false });
      expect((await dashboard(eve, zone)).today).toEqual({
        ...empty,
        focusMinutes: 1,
        pomodoros: 1,
      });
    } finally {
      clock = SPRING_AFTERNOON;
    }
  });
});
