import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { pomodoroSessions } from './pomodoro-sessions.table.ts';
import { presentSession } from './task.presenter.ts';
import { reminderStatements } from './task-reminders.ts';
import { occurrenceAfter } from './task-repeat.ts';
import { keyBeside } from './task-writes.ts';
import type { TaskRow, WrittenTask } from './tasks.repository.ts';
import { tasks } from './tasks.table.ts';

/** A completed occurrence as its completion wrote it, with what its next one copies of its sessions. */
export type CompletedOccurrence = TaskRow & {
  sessions: { sessionOrder: number; name: string | null; durationMinutes: number }[];
};

/**
 * The statements that keep a repeating task's series going, run inside the transaction that
 * completes (or reopens) an occurrence so the two happen together or not at all.
 */
export function occurrenceStatements(tx: Transaction | Database) {
  return {
    /**
     * Adds the occurrence that follows the completed `task`, right above it in the list: the
     * task's own fields, its AI texts (no model call per occurrence) and its sessions' lengths
     * and names, all not started. Null when the task does not repeat or its rule has ended.
     * The caller holds the user's list order (lockListOrder), which every completion takes, and
     * found no next occurrence with `lockNext` before its first write: so no other completion,
     * from any tab or server, adds one meanwhile, and the unique previous-occurrence index
     * would refuse it if one did.
     */
    addNext: async (
      userId: string,
      task: CompletedOccurrence,
      completedAt: Date,
    ): Promise<WrittenTask | null> => {
      const next = occurrenceAfter(task, task.completedAt ?? completedAt);
      if (!next) return null;
      const sessions = [...task.sessions].sort((a, b) => a.sessionOrder - b.sessionOrder);
      const [added] = await tx
        .insert(tasks)
        .values({
          userId,
          title: task.title,
          description: task.description,
          dueDate: next.due,
          originalEstimatedDuration: task.originalEstimatedDuration,
          aiStatus: task.aiStatus,
          aiPredictedPriority: task.aiPredictedPriority,
          aiTaskSummary: task.aiTaskSummary,
          aiListSummary: task.aiListSummary,
          aiPredictedUrgency: task.aiPredictedUrgency,
          aiInsights: task.aiInsights,
          userOverriddenPriority: task.userOverriddenPriority,
          isImportant: task.isImportant,
          isUrgent: task.isUrgent,
          totalPomodorosPlanned: sessions.length,
          position: await keyBeside(tx, userId, task.position, 'before'),
          repeatRule: next.repeat.rule,
          repeatAfterCompletion: next.repeat.afterCompletion,
          repeatSeriesStart: next.seriesStart,
          repeatTimeZone: task.repeatTimeZone,
          previousOccurrenceId: task.id,
          projectId: task.projectId,
          labelIds: task.labelIds,
        })
        .onConflictDoNothing()
        .returning();
      if (!added) return null;
      await reminderStatements(tx).copy(task.id, added.id);
      const fresh =
        sessions.length === 0
          ? []
          : await tx
              .insert(pomodoroSessions)
              .values(
                sessions.map((session, index) => ({
                  userId,
                  taskId: added.id,
                  sessionOrder: index + 1,
                  name: session.name,
                  durationMinutes: session.durationMinutes,
                })),
              )
              .returning();
      return { ...added, sessions: fresh.map(presentSession) };
    },

    /**
     * Locks the occurrence that completing `id` added, if there is one, until the transaction
     * ends; its id, or null.
     */
    lockNext: async (id: string): Promise<string | null> => {
      const [next] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(eq(tasks.previousOccurrenceId, id))
        .for('update');
      return next?.id ?? null;
    },

    /**
     * Takes back an occurrence a completion added, while nobody has worked on it (not completed,
     * no session started): its id, or null when it stays. One that was worked on stays, and
     * completing the occurrence before it again adds no other.
     */
    removeUnstarted: async (id: string): Promise<string | null> => {
      const [removed] = await tx
        .delete(tasks)
        .where(
          and(
            eq(tasks.id, id),
            eq(tasks.completed, false),
            sql`not exists (select 1 from ${pomodoroSessions} where ${pomodoroSessions.taskId} = ${tasks.id} and ${ne(pomodoroSessions.status, 'pending')})`,
          ),
        )
        .returning({ id: tasks.id });
      return removed?.id ?? null;
    },
  };
}
