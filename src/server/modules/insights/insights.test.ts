import { beforeAll, describe, expect, it } from 'vitest';
import { type DailyInsightRow, emptyInsightRow } from '../../../shared/domain/insights.ts';
import type { InsightsResponse } from '../../../shared/insights.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../test/databases.ts';
import { insightsHistory } from '../../test/insights-history.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';
import { createAiSummariesRepository } from './ai-summaries.repository.ts';
import { createInsightsRepository } from './insights.repository.ts';
import { createInsightsService } from './insights.service.ts';

type Who = { cookie: string; userId: string };

const day = (insightDate: string, figures: Partial<DailyInsightRow> = {}): DailyInsightRow => ({
  ...emptyInsightRow(insightDate),
  ...figures,
});

describe.each(testDatabases())('GET /api/insights on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let ada: Who;
  let kiri: Who;
  let bob: Who;

  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app, handle } = running);
    ada = await createUser(app, 'ada@example.com');
    kiri = await createUser(app, 'kiri@example.com');
    bob = await createUser(app, 'bob@example.com');

    // Ada lives in Los Angeles. Clocks go forward at 10:00Z on 2025-03-09 (a 23-hour day) and
    // back at 09:00Z on 2025-11-02 (a 25-hour day).
    const adaPast = insightsHistory(handle.db, ada.userId);
    // Weeks long past and ranges longer than a week are Pro's; how days count is the same for all.
    await adaPast.pro(new Date('2099-01-01T00:00:00Z'));
    const added7 = await adaPast.task({
      createdAt: '2025-03-07T18:00:00Z', // Mar 7, 10:00 PST
      completedAt: '2025-03-09T08:30:00Z', // Mar 9, 00:30 PST
    });
    await adaPast.task({ createdAt: '2025-03-09T07:59:00Z' }); // Mar 8, 23:59 PST
    await adaPast.task({
      createdAt: '2025-03-10T07:30:00Z', // Mar 10, 00:30 PDT
      completedAt: '2025-03-10T08:00:00Z',
    });
    const deleted = await adaPast.task({
      createdAt: '2025-03-09T12:00:00Z',
      completedAt: '2025-03-09T13:00:00Z',
      deletedAt: '2025-03-09T14:00:00Z',
    });
    // From 23:50 on Mar 7 to 00:15 on Mar 8: it counts on the day it ended.
    await adaPast.session(added7, {
      startTime: '2025-03-08T07:50:00Z',
      endTime: '2025-03-08T08:15:00Z',
    });
    await adaPast.session(added7, { endTime: '2025-03-09T08:00:00Z' }); // Mar 9, 00:00 PST
    await adaPast.session(added7, { endTime: '2025-03-10T06:59:00Z', minutes: 10 }); // Mar 9, 23:59 PDT
    await adaPast.session(added7, { endTime: '2025-03-10T07:30:00Z' }); // Mar 10, 00:30 PDT
    await adaPast.session(added7, { endTime: '2025-03-10T09:00:00Z', status: 'interrupted' });
    await adaPast.session(deleted, { endTime: '2025-03-10T10:00:00Z' });
    await adaPast.break('short', '2025-03-08T08:16:00Z'); // Mar 8
    await adaPast.break('short', '2025-03-10T06:59:00Z'); // Mar 9, 23:59 PDT
    await adaPast.break('long', '2025-03-10T07:00:00Z'); // Mar 10, 00:00 PDT
    const autumn = await adaPast.task({ createdAt: '2025-10-01T12:00:00Z' });
    await adaPast.session(autumn, { endTime: '2025-11-02T06:30:00Z' }); // Nov 1, 23:30 PDT
    await adaPast.session(autumn, { endTime: '2025-11-02T07:00:00Z' }); // Nov 2, 00:00 PDT
    await adaPast.session(autumn, { endTime: '2025-11-03T07:30:00Z' }); // Nov 2, 23:30 PST
    await adaPast.session(autumn, { endTime: '2025-11-03T08:00:00Z' }); // Nov 3, 00:00 PST

    // Kiri lives in Auckland. Clocks go back at 14:00Z on 2025-04-05 (Apr 6 is 25 hours long)
    // and forward at 14:00Z on 2025-09-27 (Sep 28 is 23 hours long).
    const kiriPast = insightsHistory(handle.db, kiri.userId);
    await kiriPast.pro(new Date('2099-01-01T00:00:00Z'));
    const kiriTask = await kiriPast.task({ createdAt: '2025-03-01T00:00:00Z' });
    await kiriPast.session(kiriTask, { endTime: '2025-04-05T10:59:00Z' }); // Apr 5, 23:59 NZDT
    await kiriPast.session(kiriTask, { endTime: '2025-04-05T11:00:00Z' }); // Apr 6, 00:00 NZDT
    await kiriPast.session(kiriTask, { endTime: '2025-04-06T11:30:00Z' }); // Apr 6, 23:30 NZST
    await kiriPast.session(kiriTask, { endTime: '2025-04-06T12:00:00Z' }); // Apr 7, 00:00 NZST
    await kiriPast.session(kiriTask, { endTime: '2025-09-27T11:59:00Z' }); // Sep 27, 23:59 NZST
    await kiriPast.session(kiriTask, { endTime: '2025-09-27T12:10:00Z' }); // Sep 28, 00:10 NZST
    await kiriPast.session(kiriTask, { endTime: '2025-09-28T10:59:00Z' }); // Sep 28, 23:59 NZDT
    await kiriPast.session(kiriTask, { endTime: '2025-09-28T11:30:00Z' }); // Sep 29, 00:30 NZDT

    // Bob is busy on the very same days; none of it is Ada's or Kiri's.
    const bobPast = insightsHistory(handle.db, bob.userId);
    await bobPast.pro(new Date('2099-01-01T00:00:00Z'));
    const bobTask = await bobPast.task({
      createdAt: '2025-03-09T18:00:00Z',
      completedAt: '2025-03-09T19:00:00Z',
    });
    await bobPast.session(bobTask, { endTime: '2025-03-09T18:30:00Z' });
    await bobPast.session(bobTask, { endTime: '2025-04-06T01:00:00Z' });
    await bobPast.break('long', '2025-03-09T18:31:00Z');
  });

  const insights = (who: Who, from: string, to: string, timeZone: string) =>
    app.inject({
      method: 'GET',
      url: '/api/insights',
      query: { from, to, timeZone },
      headers: { cookie: who.cookie },
    });
  const days = async (who: Who, from: string, to: string, timeZone: string) => {
    const response = await insights(who, from, to, timeZone);
    expect(response.statusCode).toBe(200);
    return (response.json() as InsightsResponse).days;
  };

  it('counts each figure on its local day around the spring change in Los Angeles', async () => {
    expect(await days(ada, '2025-03-07', '2025-03-10', 'America/Los_Angeles')).toEqual([
      day('2025-03-07', { totalTasks: 1 }),
      day('2025-03-08', {
        totalTasks: 1,
        totalPomodoros: 1,
        totalShortBreaks: 1,
        totalFocusMinutes: 25,
      }),
      // The 23-hour day: a task added before it was completed on it; the deleted task and its
      // session count nowhere; the stopped session gives no focus.
      day('2025-03-09', {
        completedTasks: 1,
        totalPomodoros: 2,
        totalShortBreaks: 1,
        totalFocusMinutes: 35,
      }),
      day('2025-03-10', {
        totalTasks: 1,
        completedTasks: 1,
        completionRate: 100,
        totalPomodoros: 1,
        totalLongBreaks: 1,
        totalFocusMinutes: 25,
      }),
    ]);
  });

  it('gives the 25-hour autumn day in Los Angeles its extra hour', async () => {
    const autumn = await days(ada, '2025-11-01', '2025-11-03', 'America/Los_Angeles');
    expect(
      autumn.map((row) => [row.insightDate, row.totalPomodoros, row.totalFocusMinutes]),
    ).toEqual([
      ['2025-11-01', 1, 25],
      ['2025-11-02', 2, 50],
      ['2025-11-03', 1, 25],
    ]);
  });

  it('counts the days when clocks change in Auckland, where they change the other way', async () => {
    const pomodoros = async (from: string, to: string, timeZone: string) =>
      (await days(kiri, from, to, timeZone)).map((row) => [row.insightDate, row.totalPomodoros]);
    expect(await pomodoros('2025-04-05', '2025-04-07', 'Pacific/Auckland')).toEqual([
      ['2025-04-05', 1],
      ['2025-04-06', 2],
      ['2025-04-07', 1],
    ]);
    expect(await pomodoros('2025-09-27', '2025-09-29', 'Pacific/Auckland')).toEqual([
      ['2025-09-27', 1],
      ['2025-09-28', 2],
      ['2025-09-29', 1],
    ]);
    // The same sessions fall on other days for someone reading them in UTC.
    expect(await pomodoros('2025-04-05', '2025-04-07', 'UTC')).toEqual([
      ['2025-04-05', 2],
      ['2025-04-06', 2],
      ['2025-04-07', 0],
    ]);
  });

  it('answers every day of the range, empty days as zeros, and a whole leap year', async () => {
    expect(await days(ada, '2025-01-30', '2025-02-02', 'America/Los_Angeles')).toEqual([
      day('2025-01-30'),
      day('2025-01-31'),
      day('2025-02-01'),
      day('2025-02-02'),
    ]);
    const year = await days(bob, '2024-01-01', '2024-12-31', 'Europe/Paris');
    expect(year).toHaveLength(366);
    expect(year[59]).toEqual(day('2024-02-29'));
    expect(year.at(-1)).toEqual(day('2024-12-31'));
  });

  it("never counts another user's tasks, sessions or breaks", async () => {
    expect(await days(bob, '2025-03-09', '2025-03-09', 'America/Los_Angeles')).toEqual([
      day('2025-03-09', {
        totalTasks: 1,
        completedTasks: 1,
        completionRate: 100,
        totalPomodoros: 1,
        totalLongBreaks: 1,
        totalFocusMinutes: 25,
      }),
    ]);
    const stranger = await createUser(app, 'stranger@example.com');
    await insightsHistory(handle.db, stranger.userId).pro(new Date('2099-01-01T00:00:00Z'));
    const empty = await days(stranger, '2025-03-07', '2025-03-10', 'America/Los_Angeles');
    expect(empty.every((row) => row.totalFocusMinutes === 0 && row.totalTasks === 0)).toBe(true);
  });

  it.each([
    [{ from: '2025-03-10', to: '2025-03-09' }, 'to: must not be before from'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'to: the range must be at most 366 days long'],
    [{ from: '2025-02-30', to: '2025-03-02' }, 'from: must be a real calendar date'],
    [{ from: '2025-3-1', to: '2025-03-02' }, 'from: must be a date written YYYY-MM-DD'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone: must be an IANA time zone such as Europe/Paris'],
  ])('refuses %o with 400 and says why', async (change, message) => {
    const query = { from: '2025-03-01', to: '2025-03-02', timeZone: 'UTC', ...change };
    const response = await insights(ada, query.from, query.to, query.timeZone);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'request.invalid',
      message,
      requestId: expect.any(String),
    });
  });

  it('takes a range of exactly 366 days, and answers only a signed-in user', async () => {
    expect(await days(ada, '2025-01-01', '2026-01-01', 'UTC')).toHaveLength(366);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/insights?from=2025-01-01&to=2025-01-02&timeZone=UTC',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'auth.unauthorized' });
  });

  it('refuses with 400 a zone the browser knows but the database does not', async () => {
    const repository = createInsightsRepository({ db: handle.db });
    // A database whose zone data is older than the browser's, as a long-lived server's may be.
    const behind = createInsightsService({
      repository: {
        ...repository,
        dailyFigures: (userId, from, to) =>
          repository.dailyFigures(userId, from, to, 'America/Not_Yet_Known'),
      },
      summaries: createAiSummariesRepository({ db: handle.db }),
      engine: { summarize: async () => '' },
      assertPro: async () => {},
      now: () => new Date(),
    });
    await expect(
      behind.daily(ada.userId, { from: '2025-03-01', to: '2025-03-02', timeZone: 'Europe/Kyiv' }),
    ).rejects.toMatchObject({
      code: 'request.invalid',
      message:
        'timeZone: Europe/Kyiv is not a time zone this server knows; use an IANA name such as Europe/Paris',
    });
  });
});
