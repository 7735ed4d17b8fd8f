import { and, asc, eq } from 'drizzle-orm';
import { taskProgress } from '../../../shared/domain/session-status.ts';
import type { Database } from '../../db/client.ts';
import { pomodoroSessions, tasks } from '../../db/schema.ts';
import type { SessionRow, TaskWithSessions } from '../tasks/tasks.repository.ts';

export interface SessionWithTask {
  session: SessionRow;
  task: TaskWithSessions;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function taskWithSessions(tx: Tx | Database, userId: string, taskId: string) {
  const task = await tx.query.tasks.findFirst({
    where: and(eq(tasks.id, taskId), eq(tasks.userId, userId)),
    with: { sessions: { orderBy: [asc(pomodoroSessions.sessionOrder)] } },
  });
  if (!task) throw new Error(`Task ${taskId} vanished while its session changed.`);
  return task;
}

async function withTask(tx: Tx | Database, userId: string, session: SessionRow) {
  return { session, task: await taskWithSessions(tx, userId, session.taskId) };
}

export function createSessionsRepository({ db }: { db: Database }) {
  const lockSession = async (tx: Tx, userId: string, id: string) => {
    const [row] = await tx
      .select()
      .from(pomodoroSessions)
      .where(and(eq(pomodoroSessions.id, id), eq(pomodoroSessions.userId, userId)))
      .for('update');
    return row ?? null;
  };

  return {
    findActive: async (userId: string): Promise<SessionWithTask | null> => {
      const [row] = await db
        .select()
        .from(pomodoroSessions)
        .where(and(eq(pomodoroSessions.userId, userId), eq(pomodoroSessions.status, 'active')));
      return row ? withTask(db, userId, row) : null;
    },

    /**
     * Marks the session running. The database's one-active-session-per-user index refuses a
     * second one, whichever server or tab asks.
     */
    start: (userId: string, id: string) =>
      db.transaction(async (tx) => {
        const row = await lockSession(tx, userId, id);
        if (!row) return null;
        if (row.status === 'active' || row.status === 'completed') return withTask(tx, userId, row);
        const [started] = await tx
          .update(pomodoroSessions)
          .set({ status: 'active', startTime: new Date(), endTime: null, updatedAt: new Date() })
          .where(eq(pomodoroSessions.id, id))
          .returning();
        return started ? await withTask(tx, userId, started) : null;
      }),

    interrupt: (userId: string, id: string, remainingSeconds: number) =>
      db.transaction(async (tx) => {
        const row = await lockSession(tx, userId, id);
        if (!row) return null;
        if (row.status !== 'active') return withTask(tx, userId, row);
        const [stopped] = await tx
          .update(pomodoroSessions)
          .set({
            status: 'interrupted',
            endTime: new Date(),
            remainingTimeSeconds: Math.min(remainingSeconds, row.durationMinutes * 60),
            interruptionsCount: row.interruptionsCount + 1,
            updatedAt: new Date(),
          })
          .where(eq(pomodoroSessions.id, id))
          .returning();
        return stopped ? await withTask(tx, userId, stopped) : null;
      }),

    /**
     * Completes the session and recomputes its task's totals, in one transaction. 'mismatch' when
     * the session belongs to another task than the one named.
     */
    complete: (userId: string, id: string, taskId: string) =>
      db.transaction(async (tx): Promise<SessionWithTask | null | 'mismatch'> => {
        const row = await lockSession(tx, userId, id);
        if (!row) return null;
        if (row.taskId !== taskId) return 'mismatch';
        // Only a running session can finish: one stopped (or never started) keeps its state.
        if (row.status !== 'active') return withTask(tx, userId, row);
        const [done] = await tx
          .update(pomodoroSessions)
          .set({
            status: 'completed',
            completed: true,
            endTime: new Date(),
            focusMinutes: Math.max(1, row.durationMinutes),
            remainingTimeSeconds: 0,
            updatedAt: new Date(),
          })
          .where(eq(pomodoroSessions.id, id))
          .returning();
        if (!done) return null;
        const siblings = await tx
          .select({ status: pomodoroSessions.status, focusMinutes: pomodoroSessions.focusMinutes })
          .from(pomodoroSessions)
          .where(eq(pomodoroSessions.taskId, done.taskId));
        const progress = taskProgress(siblings);
        await tx
          .update(tasks)
          .set({
            pomodorosCompletedCount: progress.pomodorosCompleted,
            focusTimeCompletedMinutes: progress.focusMinutes,
            completed: progress.completed,
            updatedAt: new Date(),
          })
          .where(eq(tasks.id, done.taskId));
        return withTask(tx, userId, done);
      }),

    findOne: async (userId: string, id: string): Promise<SessionWithTask | null> => {
      const [row] = await db
        .select()
        .from(pomodoroSessions)
        .where(and(eq(pomodoroSessions.id, id), eq(pomodoroSessions.userId, userId)));
      return row ? withTask(db, userId, row) : null;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
