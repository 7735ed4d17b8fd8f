import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { pomodoroSessions } from './pomodoro-sessions.table.ts';
import { liveTask, type TaskWithSessions, withSessions } from './tasks.repository.ts';
import { tasks } from './tasks.table.ts';

/** One session's new name. */
export interface SessionName {
  id: string;
  name: string;
}

/**
 * Locks the user's live task, lets `rename` change its sessions' names, and marks the task
 * changed (its sessions are part of it, and clients keep the newest copy), in one transaction.
 * The task is locked before its sessions, in the order every session change locks them. Null
 * when there is no such task, or `rename` changed no session.
 */
async function renameWithin(
  db: Database,
  userId: string,
  taskId: string,
  rename: (tx: Transaction) => Promise<number>,
): Promise<TaskWithSessions | null> {
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(liveTask(userId, taskId))
      .for('update');
    if (!task) return null;
    if ((await rename(tx)) === 0) return null;
    await tx.update(tasks).set({ updatedAt: new Date() }).where(eq(tasks.id, taskId));
    return (
      (await tx.query.tasks.findFirst({ where: liveTask(userId, taskId), with: withSessions })) ??
      null
    );
  });
}

/** SQL for the names of a task's sessions; which names they get is the service's. */
export function createSessionNamesRepository({ db }: { db: Database }) {
  return {
    findTask: async (userId: string, taskId: string): Promise<TaskWithSessions | null> =>
      (await db.query.tasks.findFirst({ where: liveTask(userId, taskId), with: withSessions })) ??
      null,

    /** Names the task's sessions together, in one statement; null when the task is gone. */
    nameAll: (userId: string, taskId: string, names: readonly SessionName[]) =>
      renameWithin(db, userId, taskId, async (tx) => {
        const updated = await tx.execute<{ id: string }>(sql`
          update ${pomodoroSessions} set name = v.name, updated_at = now()
          from json_to_recordset(${JSON.stringify(names)}::json) as v(id uuid, name text)
          where ${pomodoroSessions.id} = v.id and ${pomodoroSessions.taskId} = ${taskId}
            and ${pomodoroSessions.userId} = ${userId}
          returning ${pomodoroSessions.id}`);
        return updated.rows.length;
      }),

    /** Renames one session of the task; null when the task is gone or has no such session. */
    rename: (userId: string, taskId: string, { id, name }: SessionName) =>
      renameWithin(db, userId, taskId, async (tx) => {
        const updated = await tx
          .update(pomodoroSessions)
          .set({ name, updatedAt: new Date() })
          .where(
            and(
              eq(pomodoroSessions.id, id),
              eq(pomodoroSessions.taskId, taskId),
              eq(pomodoroSessions.userId, userId),
            ),
          )
          .returning({ id: pomodoroSessions.id });
        return updated.length;
      }),
  };
}

export type SessionNamesRepository = ReturnType<typeof createSessionNamesRepository>;
