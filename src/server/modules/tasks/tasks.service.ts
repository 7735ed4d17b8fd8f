import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../../shared/common.schemas.ts';
import { CSV_PRO_ONLY, csvFilename, tasksToCsv } from '../../../shared/domain/csv.ts';
import { flagsAfterChange } from '../../../shared/domain/eisenhower.ts';
import { isValidTimeZone } from '../../../shared/domain/local-date.ts';
import { INBOX_NAME } from '../../../shared/domain/projects.ts';
import { dueOnDay } from '../../../shared/domain/reschedule.ts';
import { DEFAULT_TASK_MINUTES, splitIntoSessions } from '../../../shared/domain/session-split.ts';
import { secondsLeftAt } from '../../../shared/domain/session-status.ts';
import { restorableSince } from '../../../shared/domain/task-deletion.ts';
import { anchorOf } from '../../../shared/domain/task-order.ts';
import { FOCUS_EVENTS, TASK_EVENTS } from '../../../shared/realtime-events.ts';
import type { Reminder, ReminderInput } from '../../../shared/reminders.schemas.ts';
import type { CompletedPageQuery } from '../../../shared/task-list.schemas.ts';
import type {
  CreateTaskValues,
  MovedTask,
  MoveTask,
  RescheduleTasks,
  Task,
  UpdateTaskValues,
} from '../../../shared/tasks.schemas.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import { ZONE_WHEN_UNNAMED } from '../../lib/request-time-zone.ts';
import type { AiService } from '../ai/ai.service.ts';
import { scheduleDeletedTaskPurge } from './deleted-task-purge.ts';
import type { PlaceNames } from './projects.repository.ts';
import {
  presentListItem,
  presentSession,
  presentTask,
  presentWrittenTask,
} from './task.presenter.ts';
import {
  AWAITING_ENRICHMENT,
  changesEnrichedSubject,
  createTaskEnrichment,
  type EnrichmentRetry,
} from './task-enrichment.ts';
import { presentReminder } from './task-reminders.ts';
import { repeatChanges, repeatOfNewTask, skippedOccurrence } from './task-repeat.ts';
import { tasksErrors } from './tasks.errors.ts';
import type {
  NewTask,
  CompletionChange as OccurrenceChange,
  SessionRow,
  SessionStop,
  TaskChanges,
  TaskRow,
  TasksRepository,
  WrittenTask,
} from './tasks.repository.ts';

export interface TasksServiceDeps {
  repository: TasksRepository;
  ai: AiService;
  jobs: JobRunner;
  logger: FastifyBaseLogger;
  enrichmentRetry?: EnrichmentRetry;
  /** Tasks one server enriches at once; unset: as suits the built-in rules. */
  enrichmentConcurrency?: number;
  /** How often deleted tasks past their restore window are purged (tests make it short). */
  purgeEverySeconds?: number;
  /** Billing's Pro guard: throws `billing.pro_required` with `message` for a user without Pro. */
  assertPro(userId: string, message: string): Promise<void>;
  /** The user's Pomodoro length in minutes (their timer preference). */
  sessionLengthOf(userId: string): Promise<number>;
  /** The reminder the user gives new tasks with a due date, in minutes before it; null: none. */
  defaultReminderOf(userId: string): Promise<number | null>;
  usernameOf(userId: string): Promise<string | null>;
  /** Sends an event to the user's own sockets, after the change is committed. */
  publish(userId: string, event: string, payload: unknown): void;
  /**
   * Refuses a project or a label that is not the user's (or no longer exists), so a task never
   * points at another user's project.
   */
  assertOwnsPlaces(
    userId: string,
    place: { projectId?: string | null; labelIds?: readonly string[] },
  ): Promise<void>;
  /** The names of the user's projects and labels by id, for the CSV. */
  placeNamesOf(userId: string): Promise<PlaceNames>;
  /** Purges projects deleted before `before`, past their restore window, with deleted tasks. */
  purgeDeletedProjectsBefore(before: Date): Promise<number>;
  /** A running session stopped before its end: its end is not pushed. */
  timerStopped(userId: string, subjectId: string): Promise<void>;
  now?: () => Date;
}

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/** Each id once, in the order first given. */
const uniqueIds = (ids: readonly string[]) => [...new Set(ids)];

/** The stored changes of an edit, decided from the task as it is. */
function changesOf(current: TaskRow, values: UpdateTaskValues, timeZone?: string): TaskChanges {
  const { dueDate, isImportant, isUrgent, repeat, labelIds, ...rest } = values;
  const due = dueDate === undefined ? undefined : date(dueDate);
  const changes: TaskChanges = {
    ...rest,
    ...(labelIds === undefined ? {} : { labelIds: uniqueIds(labelIds) }),
    ...(due === undefined ? {} : { dueDate: due }),
    ...flagsAfterChange(current, { isImportant, isUrgent }),
    ...repeatChanges(current, { repeat }, due, timeZone),
  };
  return changesEnrichedSubject(current, changes)
    ? { ...changes, ...AWAITING_ENRICHMENT }
    : changes;
}

/**
 * A task moved to `day` at its own local time of day, or null when there is nothing to move (no
 * due date, completed, or on that day already). Only the date moves: the AI's texts and a
 * repeating task's series stay, as when an occurrence is skipped.
 */
function rescheduled(current: TaskRow, day: string, timeZone: string): TaskChanges | null {
  if (!current.dueDate || current.completed) return null;
  const dueDate = dueOnDay(current.dueDate, day, timeZone);
  return dueDate.getTime() === current.dueDate.getTime() ? null : { dueDate };
}

/** Whether a stored task is the one these create values made: a retry, not another task. */
const isSameCreate = (stored: TaskRow, values: NewTask) =>
  stored.title === values.title &&
  stored.description === values.description &&
  stored.dueDate?.getTime() === values.dueDate?.getTime() &&
  stored.originalEstimatedDuration === values.minutes &&
  stored.isImportant === values.isImportant &&
  stored.isUrgent === values.isUrgent &&
  stored.repeatRule === values.repeat.repeatRule &&
  stored.repeatAfterCompletion === values.repeat.repeatAfterCompletion &&
  stored.userOverriddenPriority === values.userOverriddenPriority &&
  stored.projectId === values.projectId &&
  stored.labelIds.join() === values.labelIds.join();

/** A running session of a task being deleted stops as if its timer had been stopped now. */
const stopAt =
  (now: Date) =>
  (running: SessionRow): SessionStop => ({
    status: 'interrupted',
    endTime: now,
    remainingTimeSeconds: secondsLeftAt(running, now),
    interruptionsCount: running.interruptionsCount + 1,
  });

export function createTasksService(deps: TasksServiceDeps) {
  const { repository } = deps;
  /** The task a create sent again made the first time, or a refusal if the id is not its. */
  const sameTaskAgain = async (userId: string, values: NewTask) => {
    const stored = values.id === undefined ? null : await repository.findOne(userId, values.id);
    if (!stored || !isSameCreate(stored, values)) throw tasksErrors.idTaken();
    return stored;
  };
  const now = () => deps.now?.() ?? new Date();
  /** Tells the user's sockets of a task as its write returned it, and answers it. */
  const announce = (userId: string, row: WrittenTask): Task => {
    const task = presentWrittenTask(row);
    deps.publish(userId, TASK_EVENTS.upserted, { task });
    return task;
  };
  const enrichment = createTaskEnrichment({
    repository,
    ai: deps.ai,
    jobs: deps.jobs,
    logger: deps.logger,
    onEnriched: announce,
    placeNamesOf: deps.placeNamesOf,
    retry: deps.enrichmentRetry,
    concurrency: deps.enrichmentConcurrency,
  });
  /** Tells the user's tabs of the occurrence a completion added or took back. */
  const announceOccurrenceChange = async (
    userId: string,
    change: Pick<OccurrenceChange, 'added' | 'removedId'>,
  ) => {
    if (change.removedId) deps.publish(userId, TASK_EVENTS.deleted, { id: change.removedId });
    if (!change.added) return;
    announce(userId, change.added);
    // Copied from an occurrence still waiting for its AI texts: it waits for its own.
    if (change.added.aiStatus === 'processing') {
      await enrichment.enqueue({ userId, taskId: change.added.id });
    }
  };
  const purge = scheduleDeletedTaskPurge(
    deps.jobs,
    async () => {
      const before = restorableSince(now());
      return (
        (await repository.purgeDeletedBefore(before)) +
        (await deps.purgeDeletedProjectsBefore(before))
      );
    },
    deps.purgeEverySeconds,
  );

  return {
    /** My Tasks: every open task and the most recently completed ones, compact. */
    list: async (userId: string) => (await repository.listWindow(userId)).map(presentListItem),

    /** Changes whenever anything My Tasks shows could have changed (its ETag). */
    listVersion: repository.listVersion,

    /** A page of older completed tasks, and the cursor of the next one. */
    completedPage: async (userId: string, { before }: CompletedPageQuery) => {
      const page = await repository.completedPage(userId, before);
      return { tasks: page.rows.map(presentListItem), next: page.next };
    },

    get: async (userId: string, id: string) => {
      const row = await repository.findOne(userId, id);
      if (!row) throw tasksErrors.notFound();
      return presentTask(row);
    },

    /**
     * `timeZone`: the user's, in which the AI reads the due date. A create sent again with its
     * id (a retry after a lost answer) stores nothing and answers the task already made:
     * `created` tells the two apart.
     */
    create: async (
      userId: string,
      values: CreateTaskValues,
      timeZone?: string,
    ): Promise<{ task: Task; created: boolean }> => {
      const minutes = values.minutes ?? DEFAULT_TASK_MINUTES;
      const sessionLength = await deps.sessionLengthOf(userId);
      const flags = flagsAfterChange({ isImportant: null, isUrgent: null }, values);
      const dueDate = date(values.dueDate ?? null);
      const stored: NewTask = {
        id: values.id,
        title: values.title,
        description: values.description ?? null,
        dueDate,
        minutes,
        isImportant: flags?.isImportant ?? null,
        isUrgent: flags?.isUrgent ?? null,
        repeat: repeatOfNewTask(values.repeat, dueDate, timeZone),
        userOverriddenPriority: values.userOverriddenPriority ?? null,
        projectId: values.projectId ?? null,
        labelIds: uniqueIds(values.labelIds ?? []),
      };
      await deps.assertOwnsPlaces(userId, stored);
      const defaultReminder = dueDate === null ? null : await deps.defaultReminderOf(userId);
      const row = await repository.create(
        userId,
        stored,
        splitIntoSessions(minutes, sessionLength),
        defaultReminder === null
          ? undefined
          : { minutesBefore: defaultReminder, timeZone: timeZone ?? ZONE_WHEN_UNNAMED },
      );
      if (!row) return { task: presentTask(await sameTaskAgain(userId, stored)), created: false };
      const task = presentTask(row);
      deps.publish(userId, TASK_EVENTS.upserted, { task });
      await enrichment.enqueue({ userId, taskId: row.id, timeZone });
      return { task, created: true };
    },

    reminders: async (userId: string, id: string): Promise<Reminder[]> => {
      const rows = isUuid(id) ? await repository.reminders(userId, id) : null;
      if (!rows) throw tasksErrors.notFound();
      return rows.map(presentReminder);
    },

    /** Replaces the task's reminders; `timeZone` is the one their mails tell the time in. */
    setReminders: async (
      userId: string,
      id: string,
      inputs: readonly ReminderInput[],
      timeZone?: string,
    ): Promise<Reminder[]> => {
      const rows = isUuid(id)
        ? await repository.setReminders(userId, id, inputs, timeZone ?? ZONE_WHEN_UNNAMED)
        : null;
      if (!rows) throw tasksErrors.notFound();
      if (rows === 'needs_due_date') throw tasksErrors.reminderNeedsDueDate();
      return rows.map(presentReminder);
    },

    /** An edit of what the AI texts are about sends the task back to the AI, marked processing. */
    update: async (userId: string, id: string, values: UpdateTaskValues, timeZone?: string) => {
      await deps.assertOwnsPlaces(userId, values);
      const row = await repository.update(userId, id, (current) =>
        changesOf(current, values, timeZone),
      );
      if (!row) throw tasksErrors.notFound();
      const task = announce(userId, row);
      if (row.aiStatus === 'processing') {
        await enrichment.enqueue({ userId, taskId: id, timeZone }, { afterEdit: true });
      }
      return task;
    },

    /**
     * Moves each task's due date to `day` at its own local time of day (Today's 'Reschedule',
     * Upcoming's drop on a day), as `rescheduled` says; ids that are not the user's live tasks
     * are left alone. Answers the moved tasks. One task after another: a day's tasks are few,
     * and each write stands on its own, so none waits for the others.
     */
    reschedule: async (
      userId: string,
      { ids, day }: RescheduleTasks,
      timeZone = ZONE_WHEN_UNNAMED,
    ): Promise<Task[]> => {
      const moved: Task[] = [];
      for (const id of new Set(ids)) {
        const row = await repository.update(userId, id, (current) =>
          rescheduled(current, day, timeZone),
        );
        if (row) moved.push(announce(userId, row));
      }
      return moved;
    },

    /**
     * Completing an occurrence of a repeating task adds the next one; reopening it takes that
     * one back while nobody has worked on it. Every tab hears of both.
     */
    setCompleted: async (userId: string, id: string, completed: boolean) => {
      const change = await repository.setCompleted(userId, id, completed);
      if (!change) throw tasksErrors.notFound();
      const task = announce(userId, change.task);
      await announceOccurrenceChange(userId, change);
      return task;
    },

    /**
     * Moves a repeating task on to its next date without completing it. Its AI texts stay: the
     * task is the same, only later.
     */
    skip: async (userId: string, id: string) => {
      const row = await repository.update(userId, id, (current) =>
        skippedOccurrence(current, now()),
      );
      if (!row) throw tasksErrors.notFound();
      return announce(userId, row);
    },

    /**
     * Deletes the task so that it can be restored for a while. Its running session stops, so it
     * blocks no other; every tab's timer hears so before the task leaves the lists.
     */
    remove: async (userId: string, id: string) => {
      const at = now();
      const deleted = await repository.softDelete(userId, id, at, stopAt(at));
      if (!deleted) throw tasksErrors.notFound();
      if (deleted.stopped) {
        await deps.timerStopped(userId, deleted.stopped.session.id);
        deps.publish(userId, FOCUS_EVENTS.session, {
          task: presentTask(deleted.stopped.task),
          session: presentSession(deleted.stopped.session),
        });
      }
      deps.publish(userId, TASK_EVENTS.deleted, { id });
    },

    /**
     * Brings a task deleted within the restore window back, with its sessions and position; a
     * task that is not deleted is answered as it is, so a second Undo does no harm.
     */
    restore: async (userId: string, id: string) => {
      const at = now();
      const row = await repository.restore(userId, id, restorableSince(at), at);
      if (!row) throw tasksErrors.notFound();
      const task = announce(userId, row);
      // Deleted while the AI worked on it: the run found no task and left it waiting.
      if (row.aiStatus === 'processing') await enrichment.enqueue({ userId, taskId: id });
      return task;
    },

    /** Places the task next to another; other tabs get the moved task's new key alone. */
    move: async (userId: string, id: string, placement: MoveTask): Promise<MovedTask> => {
      if (anchorOf(placement) === id) throw tasksErrors.moveOntoItself();
      const row = await repository.move(userId, id, placement);
      if (!row) throw tasksErrors.notFound();
      const moved = { id: row.id, position: row.position, updatedAt: row.updatedAt.toISOString() };
      deps.publish(userId, TASK_EVENTS.moved, moved);
      return moved;
    },

    exportCsv: async (userId: string, timeZone = 'UTC') => {
      if (!isValidTimeZone(timeZone)) throw tasksErrors.invalidTimeZone();
      await deps.assertPro(userId, CSV_PRO_ONLY);
      const rows = await repository.list(userId);
      if (rows.length === 0) throw tasksErrors.nothingToExport();
      const names = await deps.placeNamesOf(userId);
      const csv = tasksToCsv(
        rows.map((row) => ({
          title: row.title,
          description: row.description,
          dueDate: row.dueDate,
          completed: row.completed,
          sessionCount: row.sessions.length,
          project: (row.projectId && names.projects.get(row.projectId)) || INBOX_NAME,
          labels: row.labelIds.flatMap((id) => names.labels.get(id) ?? []),
        })),
        timeZone,
      );
      return { filename: csvFilename(await deps.usernameOf(userId), now(), timeZone), csv };
    },

    /** Tells the user's tabs of an occurrence a finished last session added (the timer's path). */
    announceOccurrenceChange,
    requeueWaitingEnrichments: enrichment.requeueWaiting,
    startPurgingDeleted: purge.start,
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
