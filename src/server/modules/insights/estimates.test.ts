import { beforeAll, describe, expect, it } from 'vitest';
import { quadrantEstimates } from '../../../shared/domain/estimate-slip.ts';
import { insightRange } from '../../../shared/domain/insights.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../test/databases.ts';
import { insightsHistory } from '../../test/insights-history.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';
import { createInsightsRepository, type InsightsRepository } from './insights.repository.ts';

const PARIS = 'Europe/Paris';
// 13:00 on Wednesday 2025-06-11 in Paris: the week runs from Jun 5, 00:00 (Jun 4, 22:00Z) to
// the end of Jun 11 (22:00Z).
const NOON = new Date('2025-06-11T11:00:00Z');
const WEEK = insightRange(NOON, PARIS);

describe.each(testDatabases())("the week's estimates per quadrant on $name", (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let repository: InsightsRepository;
  let ada: string;
  let bob: string;

  const running = useTestApp(database, { now: () => NOON });
  beforeAll(async () => {
    ({ app, handle } = running);
    repository = createInsightsRepository({ db: handle.db });
    ada = (await createUser(app, 'ada@example.com')).userId;
    bob = (await createUser(app, 'bob@example.com')).userId;
    const past = insightsHistory(handle.db, ada);
    const createdAt = '2025-06-01T08:00:00Z';
    const urgentAndImportant = { isImportant: true, isUrgent: true };

    const launch = await past.task({ createdAt, estimatedMinutes: 60, flags: urgentAndImportant });
    await past.session(launch, { endTime: '2025-06-04T21:59:00Z' }); // Jun 4, 23:59: before
    await past.session(launch, { endTime: '2025-06-05T08:00:00Z' });
    await past.session(launch, { endTime: '2025-06-06T08:00:00Z' });
    await past.session(launch, { endTime: '2025-06-10T08:00:00Z', minutes: 50 });
    await past.session(launch, { endTime: '2025-06-10T09:00:00Z', status: 'interrupted' });
    // The user's flags win over the AI's ratings.
    const reply = await past.task({
      createdAt,
      estimatedMinutes: 30,
      flags: urgentAndImportant,
      aiPredictedPriority: 'Low',
      aiPredictedUrgency: 'Low',
    });
    await past.session(reply, { endTime: '2025-06-09T08:00:00Z' });
    const plan = await past.task({
      createdAt,
      estimatedMinutes: 120,
      aiPredictedPriority: 'Medium',
      aiPredictedUrgency: 'Low',
    });
    await past.session(plan, { endTime: '2025-06-07T08:00:00Z' });
    await past.session(plan, { endTime: '2025-06-08T08:00:00Z' });
    await past.session(plan, { endTime: '2025-06-11T22:00:00Z' }); // Jun 12, 00:00: after
    const errand = await past.task({
      createdAt,
      estimatedMinutes: 20,
      aiPredictedPriority: 'Low',
      aiPredictedUrgency: 'High',
    });
    await past.session(errand, { endTime: '2025-06-04T22:00:00Z' }); // Jun 5, 00:00: in
    // Focused on, but with no quadrant: no flags and no ratings yet.
    const unrated = await past.task({ createdAt, estimatedMinutes: 40 });
    await past.session(unrated, { endTime: '2025-06-09T10:00:00Z' });
    const deleted = await past.task({
      createdAt,
      deletedAt: '2025-06-10T12:00:00Z',
      estimatedMinutes: 10,
      flags: urgentAndImportant,
    });
    await past.session(deleted, { endTime: '2025-06-09T12:00:00Z' });
    // Not focused on this week: worked only before it, or only stopped in it.
    const eliminate = { isImportant: false, isUrgent: false };
    const earlier = await past.task({ createdAt, estimatedMinutes: 15, flags: eliminate });
    await past.session(earlier, { endTime: '2025-06-02T08:00:00Z' });
    const stopped = await past.task({ createdAt, estimatedMinutes: 15, flags: eliminate });
    await past.session(stopped, { endTime: '2025-06-09T14:00:00Z', status: 'interrupted' });

    const bobPast = insightsHistory(handle.db, bob);
    const bobTask = await bobPast.task({ createdAt, estimatedMinutes: 5, flags: eliminate });
    await bobPast.session(bobTask, { endTime: '2025-06-09T08:00:00Z' });
  });

  const effort = (userId: string) => repository.taskEffort(userId, WEEK.from, WEEK.to, PARIS);

  it("adds up each quadrant's whole estimates and the focus spent in the week", async () => {
    expect(quadrantEstimates(await effort(ada))).toEqual([
      { quadrant: 'Do First', tasks: 2, estimatedMinutes: 90, focusMinutes: 125 },
      { quadrant: 'Schedule', tasks: 1, estimatedMinutes: 120, focusMinutes: 50 },
      { quadrant: 'Delegate', tasks: 1, estimatedMinutes: 20, focusMinutes: 25 },
    ]);
  });

  it('counts the same focus minutes as the daily figures, the unrated task included', async () => {
    const focus = (await effort(ada)).reduce((total, row) => total + row.focusMinutes, 0);
    const days = await repository.dailyFigures(ada, WEEK.from, WEEK.to, PARIS);
    expect(focus).toBe(225);
    expect(days.reduce((total, day) => total + day.totalFocusMinutes, 0)).toBe(focus);
  });

  it("never counts another user's tasks", async () => {
    expect(quadrantEstimates(await effort(bob))).toEqual([
      { quadrant: 'Eliminate', tasks: 1, estimatedMinutes: 5, focusMinutes: 25 },
    ]);
    const stranger = await createUser(app, 'stranger@example.com');
    expect(await effort(stranger.userId)).toEqual([]);
  });
});
