import type { Database } from '../src/server/db/client.ts';
import * as schema from '../src/server/schema.ts';
import { orderKeys } from '../src/shared/domain/task-order.ts';

const MINUTE = 60_000;
/** Rows per insert: PostgreSQL takes at most 65,535 parameters in one statement. */
const BATCH = 1_000;

/**
 * `count` tasks of one hour in three sessions (25, 25 and 10 minutes) for one user, in bulk, as
 * the AI leaves them (a priority, an urgency, a summary and advice). The first `completed` of
 * them are done, one minute apart, their sessions too.
 */
export async function seedTasks(
  db: Database,
  userId: string,
  count: number,
  { completed = 0 }: { completed?: number } = {},
) {
  const ids: string[] = [];
  const now = Date.now();
  const keys = orderKeys(count);
  for (let start = 0; start < count; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => start + i);
    const rows = await db
      .insert(schema.tasks)
      .values(
        indexes.map((index) => {
          const done = index < completed;
          return {
            userId,
            title: `Prepare the slides for review meeting ${index + 1}`,
            description: 'Benchmark task',
            originalEstimatedDuration: 60,
            totalPomodorosPlanned: 3,
            position: keys[index] ?? '',
            aiStatus: 'done' as const,
            aiPredictedPriority: 'Medium' as const,
            aiPredictedUrgency: 'Medium',
            aiTaskSummary:
              'Prepare the review slides: gather the figures, draft the outline, then rehearse.',
            aiInsights: 'Start with the figures: they decide what the slides say.',
            ...(done
              ? {
                  completed: true,
                  completedAt: new Date(now - (count - index) * MINUTE),
                  pomodorosCompletedCount: 3,
                  focusTimeCompletedMinutes: 60,
                }
              : {}),
          };
        }),
      )
      .returning({ id: schema.tasks.id });
    await db.insert(schema.pomodoroSessions).values(
      rows.flatMap((row, offset) =>
        [25, 25, 10].map((durationMinutes, order) => {
          const done = start + offset < completed;
          return {
            userId,
            taskId: row.id,
            sessionOrder: order + 1,
            durationMinutes,
            ...(done
              ? { status: 'completed' as const, completed: true, focusMinutes: durationMinutes }
              : {}),
          };
        }),
      ),
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
