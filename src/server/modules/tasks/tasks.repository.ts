import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { Priority } from '../../../shared/domain/priority.ts';
import type { CreateTaskValues, UpdateTaskValues } from '../../../shared/tasks.schemas.ts';
import type { Database } from '../../db/client.ts';
import { pomodoroSessions } from './pomodoro-sessions.table.ts';
import { tasks } from './tasks.table.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type SessionRow = typeof pomodoroSessions.$inferSelect;
export type TaskWithSessions = TaskRow & { sessions: SessionRow[] };

export interface Enrichment {
  aiPredictedPriority: Priority;
  aiTaskSummary: string;
  aiPredictedUrgency: string;
  aiInsights: string;
}

export function createTasksRepository({ db }: { db: Database }) {
  const findOne = async (userId: string, id: string): Promise<TaskWithSessions | null> =>
    (await db.query.tasks.findFirst({
      where: and(eq(tasks.id, id), eq(tasks.userId, userId)),
      with: { sessions: { orderBy: [asc(pomodoroSessions.sessionOrder)] } },
    })) ?? null;

  return {
    list: (userId: string): Promise<TaskWithSessions[]> =>
      db.query.tasks.findMany({
        where: eq(tasks.userId, userId),
        orderBy: [sql`${tasks.position} asc nulls last`, desc(tasks.createdAt)],
        with: { sessions: { orderBy: [asc(pomodoroSessions.sessionOrder)] } },
      }),

    findOne,

    /** Inserts the task on top of the list and its sessions, together or not at all. */
    create: (
      userId: string,
      values: Omit<CreateTaskValues, 'minutes'> & { minutes: number },
      sessionMinutes: number[],
    ): Promise<TaskWithSessions> =>
      db.transaction(async (tx) => {
        const [task] = await tx
          .insert(tasks)
          .values({
            userId,
            title: values.title,
            description: values.description ?? null,
            dueDate: values.dueDate ? new Date(values.dueDate) : null,
            originalEstimatedDuration: values.minutes,
            totalPomodorosPlanned: sessionMinutes.length,
            isImportant: values.isImportant ?? false,
            isUrgent: values.isUrgent ?? false,
            aiStatus: 'processing',
            position: sql`(select coalesce(min(${tasks.position}), 0) - 1 from ${tasks} where ${tasks.userId} = ${userId})`,
          })
          .returning();
        if (!task) throw new Error('The task was not stored.');
        const sessions = await tx
          .insert(pomodoroSessions)
          .values(
            sessionMinutes.map((durationMinutes, index) => ({
              userId,
              taskId: task.id,
              sessionOrder: index + 1,
              durationMinutes,
            })),
          )
          .returning();
        return { ...task, sessions };
      }),

    update: async (userId: string, id: string, values: UpdateTaskValues) => {
      const { dueDate, ...rest } = values;
      const changes = {
        ...rest,
        ...(dueDate === undefined ? {} : { dueDate: dueDate === null ? null : new Date(dueDate) }),
        updatedAt: new Date(),
      };
      const updated = await db
        .update(tasks)
        .set(changes)
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId)))
        .returning({ id: tasks.id });
      return updated.length > 0 ? findOne(userId, id) : null;
    },

    setCompleted: async (userId: string, id: string, completed: boolean) => {
      const updated = await db
        .update(tasks)
        .set({ completed, updatedAt: new Date() })
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId)))
        .returning({ id: tasks.id });
      return updated.length > 0 ? findOne(userId, id) : null;
    },

    remove: async (userId: string, id: string): Promise<boolean> => {
      const deleted = await db
        .delete(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId)))
        .returning({ id: tasks.id });
      return deleted.length > 0;
    },

    /**
     * Applies every new position in one statement inside one transaction. Returns false, having
     * changed nothing, when any id is not one of the user's tasks.
     */
    reorder: (userId: string, items: { id: string; position: number }[]): Promise<boolean> =>
      db
        .transaction(async (tx) => {
          const updated = await tx.execute<{ id: string }>(sql`
          update ${tasks} set position = v.position, updated_at = now()
          from json_to_recordset(${JSON.stringify(items)}::json) as v(id uuid, position int)
          where ${tasks.id} = v.id and ${tasks.userId} = ${userId}
          returning ${tasks.id}`);
          if (updated.rows.length === items.length) return true;
          tx.rollback();
          return false;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return false;
          throw error;
        }),

    applyEnrichment: async (userId: string, id: string, enrichment: Enrichment) => {
      const updated = await db
        .update(tasks)
        .set({ ...enrichment, aiStatus: 'done', updatedAt: new Date() })
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId)))
        .returning({ id: tasks.id });
      return updated.length > 0 ? findOne(userId, id) : null;
    },

    /** Every user's tasks whose enrichment has not finished, oldest first. */
    listAwaitingEnrichment: (): Promise<{ id: string; userId: string }[]> =>
      db
        .select({ id: tasks.id, userId: tasks.userId })
        .from(tasks)
        .where(eq(tasks.aiStatus, 'processing'))
        .orderBy(asc(tasks.createdAt)),

    /** Marks a task still waiting for enrichment as failed; null when it waits no more. */
    markEnrichmentFailed: async (userId: string, id: string) => {
      const updated = await db
        .update(tasks)
        .set({ aiStatus: 'failed', updatedAt: new Date() })
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId), eq(tasks.aiStatus, 'processing')))
        .returning({ id: tasks.id });
      return updated.length > 0 ? findOne(userId, id) : null;
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
