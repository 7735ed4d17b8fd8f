import type { Database } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';

/** `count` tasks of one hour in three sessions (25, 25 and 10 minutes) for one user, in bulk. */
export async function seedTasks(db: Database, userId: string, count: number) {
  const rows = await db
    .insert(schema.tasks)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userId,
        title: `Task ${index + 1}`,
        description: 'Benchmark task',
        originalEstimatedDuration: 60,
        totalPomodorosPlanned: 3,
        position: index,
      })),
    )
    .returning({ id: schema.tasks.id });
  await db.insert(schema.pomodoroSessions).values(
    rows.flatMap((row) =>
      [25, 25, 10].map((durationMinutes, index) => ({
        userId,
        taskId: row.id,
        sessionOrder: index + 1,
        durationMinutes,
      })),
    ),
  );
  return rows.map((row) => row.id);
}
