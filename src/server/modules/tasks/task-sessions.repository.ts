import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { PendingSession, Resplit } from '../../../shared/domain/session-split.ts';
import type { TaskProgress } from '../../../shared/domain/session-status.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { pomodoroSessions } from './pomodoro-sessions.table.ts';
import { occurrenceStatements } from './task-occurrences.ts';
import { lockListOrder, written } from './task-writes.ts';
import {
  completedAtFor,
  type SessionRow,
  type TaskWithSessions,
  type WrittenTask,
} from './tasks.repository.ts';
import { tasks } from './tasks.table.ts';

export interface SessionWithTask {
  session: SessionRow;
  task: TaskWithSessions;
}

export type SessionChanges = Partial<
  Pick<
    SessionRow,
    | 'status'
    | 'startTime'
    | 'endTime'
    | 'remainingTimeSeconds'
    | 'interruptionsCount'
    | 'completed'
    | 'focusMinutes'
  >
>;

/** The statements a session change runs, on one transaction's connection. */
function sessionStatements(tx: Transaction | Database) {
  const taskWithSessions = async (userId: string, taskId: string) => {
    const task = await tx.query.tasks.findFirst({
      where: and(eq(tasks.id, taskId), eq(tasks.userId, userId)),
      with: { sessions: { orderBy: [asc(pomodoroSessions.sessionOrder)] } },
    });
    if (!task) throw new Error(`Task ${taskId} vanished while its session changed.`);
    return task;
  };

  return {
    /**
     * Holds the user's list order until the transaction ends: finishing a task's last session
     * may add its next occurrence to the list. Taken, like the next occurrence's lock, before
     * any write: a write holds its user's list version until the transaction ends.
     */
    lockListOrder: (userId: string) => lockListOrder(tx, userId),

    /** The session and its task, as they are now. */
    withTask: async (userId: string, session: SessionRow): Promise<SessionWithTask> => ({
      session,
      task: await taskWithSessions(userId, session.taskId),
    }),

    /**
     * The user's session, locked with its task until the transaction ends so changes to either
     * queue up; null when there is none, or its task is deleted. The task is locked first, in the
     * order deleting a task locks them (the task, then its sessions), so a change and a delete
     * never wait for each other.
     */
    lock: async (userId: string, id: string): Promise<SessionRow | null> => {
      const [owner] = await tx
        .select({ taskId: pomodoroSessions.taskId })
        .from(pomodoroSessions)
        .where(and(eq(pomodoroSessions.id, id), eq(pomodoroSessions.userId, userId)));
      if (!owner) return null;
      // Read once the lock is ours: a delete that held it has committed by then.
      const [task] = await tx
        .select({ deletedAt: tasks.deletedAt })
        .from(tasks)
        .where(eq(tasks.id, owner.taskId))
        .for('update');
      if (!task || task.deletedAt) return null;
      const [row] = await tx
        .select()
        .from(pomodoroSessions)
        .where(and(eq(pomodoroSessions.id, id), eq(pomodoroSessions.userId, userId)))
        .for('update');
      return row ?? null;
    },

    update: async (id: string, changes: SessionChanges): Promise<SessionRow> => {
      const [row] = await tx
        .update(pomodoroSessions)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(pomodoroSessions.id, id))
        .returning();
      if (!row) throw new Error(`Session ${id} vanished while it changed.`);
      return row;
    },

    /** The statuses and focus minutes of every session of a task. */
    sessionsOfTask: (taskId: string) =>
      tx
        .select({ status: pomodoroSessions.status, focusMinutes: pomodoroSessions.focusMinutes })
        .from(pomodoroSessions)
        .where(eq(pomodoroSessions.taskId, taskId)),

    /** The task's sessions not started yet, and how many others it has and its last order. */
    pendingOfTask: async (taskId: string) => {
      const rows = await tx
        .select({
          id: pomodoroSessions.id,
          sessionOrder: pomodoroSessions.sessionOrder,
          durationMinutes: pomodoroSessions.durationMinutes,
          status: pomodoroSessions.status,
        })
        .from(pomodoroSessions)
        .where(eq(pomodoroSessions.taskId, taskId));
      const pending: PendingSession[] = rows.filter((row) => row.status === 'pending');
      return {
        pending,
        others: rows.length - pending.length,
        lastOrder: Math.max(0, ...rows.map((row) => row.sessionOrder)),
      };
    },

    /** Applies a new split of the task's pending sessions, and counts the task's sessions. */
    applyResplit: async (userId: string, taskId: string, resplit: Resplit) => {
      for (const { id, durationMinutes } of resplit.resized) {
        await tx
          .update(pomodoroSessions)
          .set({ durationMinutes, updatedAt: new Date() })
          .where(eq(pomodoroSessions.id, id));
      }
      if (resplit.removed.length > 0) {
        await tx.delete(pomodoroSessions).where(
          and(
            inArray(pomodoroSessions.id, resplit.removed),
            // Only sessions still waiting: nothing worked on is ever removed.
            eq(pomodoroSessions.status, 'pending'),
          ),
        );
      }
      if (resplit.added.length > 0) {
        await tx
          .insert(pomodoroSessions)
          .values(resplit.added.map((session) => ({ ...session, userId, taskId })));
      }
      await tx
        .update(tasks)
        .set({ totalPomodorosPlanned: resplit.sessionCount })
        .where(and(eq(tasks.id, taskId), ne(tasks.totalPomodorosPlanned, resplit.sessionCount)));
    },

    /** Marks the task changed: its sessions are part of it, and clients keep the newest copy. */
    touchTask: async (taskId: string) => {
      await tx.update(tasks).set({ updatedAt: new Date() }).where(eq(tasks.id, taskId));
    },

    /** The task's next occurrence, if completing it added one, locked as `lockListOrder` says. */
    lockNextOccurrence: (taskId: string) => occurrenceStatements(tx).lockNext(taskId),

    /**
     * Saves the task's totals, and completes it when its last session is done: the next
     * occurrence of a repeating task is added with it, unless it has one (`hasNext`), and
     * returned.
     */
    saveTaskProgress: async (
      userId: string,
      taskId: string,
      progress: TaskProgress,
      hasNext: boolean,
    ): Promise<WrittenTask | null> => {
      const now = new Date();
      const [task] = await tx
        .update(tasks)
        .set({
          pomodorosCompletedCount: progress.pomodorosCompleted,
          focusTimeCompletedMinutes: progress.focusMinutes,
          // A session only ever adds to a task: one the user ticked done by hand stays done.
          ...(progress.completed
            ? { completed: true, completedAt: completedAtFor(true, now) }
            : {}),
          updatedAt: now,
        })
        .where(eq(tasks.id, taskId))
        .returning(written);
      if (!task || !progress.completed || hasNext) return null;
      return occurrenceStatements(tx).addNext(userId, task, now);
    },
  };
}

export type SessionStatements = ReturnType<typeof sessionStatements>;

/** SQL for the Pomodoro sessions of tasks; the rules of their changes are the service's. */
export function createTaskSessionsRepository({ db }: { db: Database }) {
  const outside = sessionStatements(db);

  return {
    /** The user's running session, if any (the database allows one at most). */
    findActive: async (userId: string): Promise<SessionWithTask | null> => {
      const [row] = await db
        .select()
        .from(pomodoroSessions)
        .where(and(eq(pomodoroSessions.userId, userId), eq(pomodoroSessions.status, 'active')));
      return row ? outside.withTask(userId, row) : null;
    },

    /** Runs `work` in one transaction: all of its statements happen, or none. */
    transaction: <T>(work: (statements: SessionStatements) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(sessionStatements(tx))),
  };
}

export type TaskSessionsRepository = ReturnType<typeof createTaskSessionsRepository>;
