import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  isNull,
  lt,
  min,
  type SQL,
  sql,
} from 'drizzle-orm';
import { truncateSummary } from '../../../shared/domain/ai-summary.ts';
import type { Priority } from '../../../shared/domain/priority.ts';
import { anchorOf, orderKeyBetween, type Placement } from '../../../shared/domain/task-order.ts';
import type { ReminderInput } from '../../../shared/reminders.schemas.ts';
import type { PomodoroSession } from '../../../shared/tasks.schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { pomodoroSessions } from './pomodoro-sessions.table.ts';
import { createTaskListRepository } from './task-list.repository.ts';
import { occurrenceStatements } from './task-occurrences.ts';
import { reminderStatements } from './task-reminders.ts';
import type { RepeatColumns } from './task-repeat.ts';
import { keyBeside, lockListOrder, written } from './task-writes.ts';
import { tasks } from './tasks.table.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type SessionRow = typeof pomodoroSessions.$inferSelect;
export type TaskWithSessions = TaskRow & { sessions: SessionRow[] };
/** A task as the statement that wrote it returned it, its sessions in the API's form. */
export type WrittenTask = TaskRow & { sessions: PomodoroSession[] };

/** What a new task is stored with; the service has applied the rules. */
export interface NewTask {
  /** The client's id for it, if it made one; otherwise the database makes one. */
  id?: string;
  title: string;
  description: string | null;
  dueDate: Date | null;
  minutes: number;
  isImportant: boolean | null;
  isUrgent: boolean | null;
  repeat: RepeatColumns;
  userOverriddenPriority: Priority | null;
  projectId: string | null;
  labelIds: string[];
}

/** The fields an edit may change, as the service decided from the task as it was. */
export type TaskChanges = Partial<
  Pick<
    TaskRow,
    | 'title'
    | 'description'
    | 'dueDate'
    | 'isImportant'
    | 'isUrgent'
    | 'userOverriddenPriority'
    | 'aiStatus'
    | 'aiPredictedPriority'
    | 'aiTaskSummary'
    | 'aiPredictedUrgency'
    | 'aiInsights'
    | 'repeatRule'
    | 'repeatAfterCompletion'
    | 'repeatSeriesStart'
    | 'repeatTimeZone'
    | 'projectId'
    | 'labelIds'
  >
>;

/** What the AI texts of a task are about: a result is kept only while the task still says it. */
export type EnrichedSubject = Pick<
  TaskRow,
  'title' | 'description' | 'dueDate' | 'originalEstimatedDuration'
>;

/** How a running session of a task being deleted is stopped. */
export type SessionStop = Pick<
  SessionRow,
  'status' | 'endTime' | 'remainingTimeSeconds' | 'interruptionsCount'
>;

export interface Enrichment {
  aiPredictedPriority: Priority;
  aiTaskSummary: string;
  aiPredictedUrgency: string;
  aiInsights: string;
}

/** The changes with the list's cut of the AI summary they store, whenever they store one. */
const withListSummary = (changes: TaskChanges) =>
  changes.aiTaskSummary === undefined
    ? changes
    : {
        ...changes,
        aiListSummary:
          changes.aiTaskSummary === null ? null : truncateSummary(changes.aiTaskSummary),
      };

/**
 * How many times an edit reads the task again after another write changed it in between: each
 * read after the first follows a write that landed, so running out means a task written without
 * pause, which no client does.
 */
const EDIT_ATTEMPTS = 20;

/** Every task of the user, deleted ones too: a restored task keeps a key no other task took. */
const usersTasks = (userId: string) => eq(tasks.userId, userId);

/** A completion or reopening, and the next occurrence it added or took back. */
export interface CompletionChange {
  task: WrittenTask;
  added?: WrittenTask | null;
  removedId?: string | null;
}

/** A moved task's new key and when it changed, as a live update carries them. */
export type MovedTask = Pick<TaskRow, 'id' | 'position' | 'updatedAt'>;

/**
 * When a task is (still) completed: a task ticked again keeps the moment it was first done.
 * `at` is the server's clock, as a session's end time is, so a task finished with its last
 * session counts on the same local day as that session even around midnight.
 */
export const completedAtFor = (completed: boolean, at: Date): SQL | null =>
  completed ? sql`coalesce(${tasks.completedAt}, ${at.toISOString()}::timestamptz)` : null;

export const withSessions = { sessions: { orderBy: [asc(pomodoroSessions.sessionOrder)] } };

/** The user's task by id, unless it is deleted: every read and change goes through this. */
export const liveTask = (userId: string, id: string): SQL | undefined =>
  and(eq(tasks.id, id), eq(tasks.userId, userId), isNull(tasks.deletedAt));

export function createTasksRepository({ db }: { db: Database }) {
  // An edit's read, built once and planned once per connection. PostgreSQL's `xmin`, the
  // transaction that wrote the row's current version, changes with every write of the row.
  const currentVersion = db
    .select({ ...getTableColumns(tasks), rowVersion: sql<string>`xmin::text` })
    .from(tasks)
    .where(
      and(
        eq(tasks.id, sql.placeholder('id')),
        eq(tasks.userId, sql.placeholder('userId')),
        isNull(tasks.deletedAt),
      ),
    )
    .prepare('tasks_current_version');
  const findOne = async (
    userId: string,
    id: string,
    on: Transaction | Database = db,
  ): Promise<TaskWithSessions | null> =>
    (await on.query.tasks.findFirst({ where: liveTask(userId, id), with: withSessions })) ?? null;

  return {
    ...createTaskListRepository({ db }),

    /** Every task whole, sessions and all (the CSV export). */
    list: (userId: string): Promise<TaskWithSessions[]> =>
      db.query.tasks.findMany({
        where: and(eq(tasks.userId, userId), isNull(tasks.deletedAt)),
        orderBy: [asc(tasks.position), desc(tasks.createdAt)],
        with: withSessions,
      }),

    findOne: (userId: string, id: string) => findOne(userId, id),

    /**
     * Inserts the task on top of the list and its sessions, together or not at all. Null, having
     * stored nothing, when a task (anyone's) already has its id.
     */
    create: (
      userId: string,
      values: NewTask,
      sessionMinutes: number[],
      reminder?: { minutesBefore: number; timeZone: string },
    ): Promise<TaskWithSessions | null> =>
      db.transaction(async (tx) => {
        await lockListOrder(tx, userId);
        const [top] = await tx
          .select({ position: min(tasks.position) })
          .from(tasks)
          .where(usersTasks(userId));
        const [task] = await tx
          .insert(tasks)
          .values({
            ...(values.id === undefined ? {} : { id: values.id }),
            userId,
            title: values.title,
            description: values.description,
            dueDate: values.dueDate,
            originalEstimatedDuration: values.minutes,
            totalPomodorosPlanned: sessionMinutes.length,
            isImportant: values.isImportant,
            isUrgent: values.isUrgent,
            ...values.repeat,
            userOverriddenPriority: values.userOverriddenPriority,
            projectId: values.projectId,
            labelIds: values.labelIds,
            aiStatus: 'processing',
            position: orderKeyBetween(null, top?.position ?? null),
          })
          // A create sent again waits here for the first one's commit, then stores nothing.
          .onConflictDoNothing({ target: tasks.id })
          .returning();
        if (!task) return null;
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
        if (reminder && task.dueDate) {
          await reminderStatements(tx).replace(
            userId,
            task.id,
            [{ minutesBefore: reminder.minutesBefore }],
            reminder.timeZone,
          );
        }
        return { ...task, sessions };
      }),

    reminders: async (userId: string, id: string) => {
      const [task] = await db.select({ id: tasks.id }).from(tasks).where(liveTask(userId, id));
      return task ? reminderStatements(db).ofTask(id) : null;
    },

    /**
     * Replaces the task's reminders, with the task locked so its due date cannot go meanwhile.
     * Null when there is no task; 'needs_due_date' for a reminder before a due date it lacks.
     */
    setReminders: (
      userId: string,
      id: string,
      inputs: readonly ReminderInput[],
      timeZone: string,
    ) =>
      db.transaction(async (tx) => {
        const [task] = await tx
          .select({ dueDate: tasks.dueDate })
          .from(tasks)
          .where(liveTask(userId, id))
          .for('update');
        if (!task) return null;
        if (task.dueDate === null && inputs.some((input) => 'minutesBefore' in input)) {
          return 'needs_due_date' as const;
        }
        return reminderStatements(tx).replace(userId, id, inputs, timeZone);
      }),

    /**
     * Reads the task, asks `plan` what to change given the task as it is, and applies it only if
     * the row is still the version it read; otherwise reads it again and asks again. Two edits
     * never decide from the same old state, and an edit holds no lock between its two statements
     * (one edit is the most frequent write there is). Null when there is no task, or `plan`
     * finds nothing to change (null) and nothing is written.
     */
    update: async (
      userId: string,
      id: string,
      plan: (current: TaskRow) => TaskChanges | null,
    ): Promise<WrittenTask | null> => {
      for (let attempt = 1; attempt <= EDIT_ATTEMPTS; attempt += 1) {
        const [read] = await currentVersion.execute({ userId, id });
        if (!read) return null;
        const { rowVersion, ...current } = read;
        const changes = plan(current);
        if (changes === null) return null;
        const [updated] = await db
          .update(tasks)
          .set({ ...withListSummary(changes), updatedAt: new Date() })
          .where(and(eq(tasks.id, id), sql`xmin = ${rowVersion}::xid`))
          .returning(written);
        if (updated) return updated;
      }
      throw new Error(`Task ${id} changed under ${EDIT_ATTEMPTS} edits in a row.`);
    },

    /**
     * Ticks the task done or not. Completing an occurrence of a repeating task adds the next one
     * and reopening it takes that one back while nobody has worked on it, in the same
     * transaction. Null when there is no task.
     *
     * Every write of a task also bumps its user's list version (a trigger), which a single
     * statement does after locking its row: so this takes whatever it will need before its
     * first write (the list order to place an occurrence, the occurrence added before), and
     * never waits for a row while holding the version.
     */
    setCompleted: (
      userId: string,
      id: string,
      completed: boolean,
    ): Promise<CompletionChange | null> =>
      db.transaction(async (tx) => {
        const now = new Date();
        const occurrences = occurrenceStatements(tx);
        // Completions, reopenings and finished last sessions of the user's tasks queue up here,
        // so a reopening always sees the occurrence a completion just added.
        await lockListOrder(tx, userId);
        const next = await occurrences.lockNext(id);
        const [task] = await tx
          .update(tasks)
          .set({ completed, completedAt: completedAtFor(completed, now), updatedAt: now })
          .where(liveTask(userId, id))
          .returning(written);
        if (!task) return null;
        if (completed) {
          return { task, added: next ? null : await occurrences.addNext(userId, task, now) };
        }
        return { task, removedId: next ? await occurrences.removeUnstarted(next) : null };
      }),

    /**
     * Marks the task deleted at `at` and stops its running session as `stop` says, together.
     * Locks the task, then the session, in the order every session change does. Null when
     * there is no task to delete.
     */
    softDelete: (
      userId: string,
      id: string,
      at: Date,
      stop: (running: SessionRow) => SessionStop,
    ): Promise<{ stopped: { task: TaskWithSessions; session: SessionRow } | null } | null> =>
      db.transaction(async (tx) => {
        const [marked] = await tx
          .update(tasks)
          .set({ deletedAt: at, updatedAt: at })
          .where(liveTask(userId, id))
          .returning({ id: tasks.id });
        if (!marked) return null;
        const [running] = await tx
          .select()
          .from(pomodoroSessions)
          .where(and(eq(pomodoroSessions.taskId, id), eq(pomodoroSessions.status, 'active')))
          .for('update');
        if (!running) return { stopped: null };
        const [session] = await tx
          .update(pomodoroSessions)
          .set({ ...stop(running), updatedAt: at })
          .where(eq(pomodoroSessions.id, running.id))
          .returning();
        // Only a stopped session's news needs the task: the timer shows it.
        const task = await tx.query.tasks.findFirst({
          where: eq(tasks.id, id),
          with: withSessions,
        });
        if (!task || !session) throw new Error(`Task ${id} vanished while it was deleted.`);
        return { stopped: { task, session } };
      }),

    /**
     * Brings back a task deleted at or after `since`, with its sessions and position; a task
     * that is not deleted is returned as it is. Null when there is none, or it was deleted
     * before `since`.
     */
    restore: async (userId: string, id: string, since: Date, at: Date) => {
      const [restored] = await db
        .update(tasks)
        .set({ deletedAt: null, updatedAt: at })
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId), gte(tasks.deletedAt, since)))
        .returning(written);
      if (restored) return restored;
      const [live]: (WrittenTask | undefined)[] = await db
        .select(written)
        .from(tasks)
        .where(liveTask(userId, id));
      return live ?? null;
    },

    /** Deletes for good every task deleted before `before`, its sessions by cascade. */
    purgeDeletedBefore: async (before: Date): Promise<number> => {
      const purged = await db
        .delete(tasks)
        .where(lt(tasks.deletedAt, before))
        .returning({ id: tasks.id });
      return purged.length;
    },

    /**
     * Gives the task a key between the anchor's and the anchor's neighbour's on the placement's
     * side, writing that one row. Null when the task or the anchor is not one of the user's
     * live tasks.
     */
    move: (userId: string, id: string, placement: Placement): Promise<MovedTask | null> =>
      db.transaction(async (tx) => {
        await lockListOrder(tx, userId);
        const [anchor] = await tx
          .select({ position: tasks.position })
          .from(tasks)
          .where(liveTask(userId, anchorOf(placement)));
        if (!anchor) return null;
        const side = 'after' in placement ? 'after' : 'before';
        const [moved] = await tx
          .update(tasks)
          .set({
            position: await keyBeside(tx, userId, anchor.position, side, id),
            updatedAt: new Date(),
          })
          .where(liveTask(userId, id))
          .returning({ id: tasks.id, position: tasks.position, updatedAt: tasks.updatedAt });
        return moved ?? null;
      }),

    /**
     * Stores the AI's texts unless the task no longer says what they are about (an edit while
     * the engine worked queued another run): then null, and the task waits for that run.
     */
    applyEnrichment: async (
      userId: string,
      id: string,
      subject: EnrichedSubject,
      enrichment: Enrichment,
      aiStatus: 'done' | 'failed',
    ) => {
      const updated = await db
        .update(tasks)
        .set({ ...withListSummary(enrichment), aiStatus, updatedAt: new Date() })
        .where(
          and(
            liveTask(userId, id),
            eq(tasks.title, subject.title),
            sql`${tasks.description} is not distinct from ${subject.description}`,
            sql`${tasks.dueDate} is not distinct from ${subject.dueDate?.toISOString() ?? null}::timestamptz`,
            eq(tasks.originalEstimatedDuration, subject.originalEstimatedDuration),
          ),
        )
        .returning(written);
      return updated[0] ?? null;
    },

    /** Every user's tasks whose enrichment has not finished, oldest first. */
    listAwaitingEnrichment: (): Promise<{ id: string; userId: string }[]> =>
      db
        .select({ id: tasks.id, userId: tasks.userId })
        .from(tasks)
        .where(and(eq(tasks.aiStatus, 'processing'), isNull(tasks.deletedAt)))
        .orderBy(asc(tasks.createdAt)),

    /** Marks a task still waiting for enrichment as failed; null when it waits no more. */
    markEnrichmentFailed: async (userId: string, id: string) => {
      const updated = await db
        .update(tasks)
        .set({ aiStatus: 'failed', updatedAt: new Date() })
        .where(and(liveTask(userId, id), eq(tasks.aiStatus, 'processing')))
        .returning(written);
      return updated[0] ?? null;
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
