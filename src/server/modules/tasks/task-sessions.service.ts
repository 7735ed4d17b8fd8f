import { isUuid } from '../../../shared/common.schemas.ts';
import { resplitPending } from '../../../shared/domain/session-split.ts';
import {
  completedFocusMinutes,
  remainingAfterStop,
  sessionEndsAt,
  sessionMove,
  taskProgress,
} from '../../../shared/domain/session-status.ts';
import type { SessionChange } from '../../../shared/focus.schemas.ts';
import { FOCUS_EVENTS, TASK_EVENTS } from '../../../shared/realtime-events.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { presentSession, presentTask } from './task.presenter.ts';
import type {
  SessionStatements,
  SessionWithTask,
  TaskSessionsRepository,
} from './task-sessions.repository.ts';
import { tasksErrors } from './tasks.errors.ts';
import type { WrittenTask } from './tasks.repository.ts';

export interface TaskSessionsServiceDeps {
  repository: TaskSessionsRepository;
  /** The user's Pomodoro length in minutes (their timer preference). */
  sessionLengthOf(userId: string): Promise<number>;
  /** Sends an event to the user's own sockets, after the change is committed. */
  publish(userId: string, event: string, payload: unknown): void;
  /** Announces the next occurrence that finishing a repeating task's last session added. */
  occurrenceAdded(userId: string, added: WrittenTask): Promise<void>;
  /** A session started or resumed: its end is pushed to the user's devices. */
  timerStarted(end: {
    userId: string;
    subjectId: string;
    kind: 'work';
    endsAt: Date;
  }): Promise<void>;
  /** A session stopped or finished before its end: nothing is pushed. */
  timerStopped(userId: string, subjectId: string): Promise<void>;
}

const present = (change: SessionWithTask): SessionChange => ({
  task: presentTask(change.task),
  session: presentSession(change.session),
});

/**
 * Starting, stopping and finishing the Pomodoro sessions of tasks. Each change locks its session,
 * follows the moves of `sessionMove`, and is announced to every tab of the user once committed.
 */
export function createTaskSessionsService(deps: TaskSessionsServiceDeps) {
  const { repository } = deps;

  const announce = (userId: string, change: SessionWithTask): SessionChange => {
    const presented = present(change);
    deps.publish(userId, FOCUS_EVENTS.session, presented);
    deps.publish(userId, TASK_EVENTS.upserted, { task: presented.task });
    return presented;
  };

  /** Locks the user's session inside a transaction; unknown, foreign and malformed ids alike. */
  const locked = async (statements: SessionStatements, userId: string, id: string) => {
    const row = isUuid(id) ? await statements.lock(userId, id) : null;
    if (!row) throw tasksErrors.sessionNotFound();
    return row;
  };

  return {
    active: async (userId: string): Promise<SessionChange | null> => {
      const change = await repository.findActive(userId);
      return change ? present(change) : null;
    },

    /**
     * Starts a pending session or resumes an interrupted one. A pending one runs for the Pomodoro
     * length in force now: the task's pending sessions are split again with it first.
     */
    start: async (userId: string, id: string) => {
      const sessionLength = await deps.sessionLengthOf(userId);
      try {
        const change = await repository.transaction(async (statements) => {
          const row = await locked(statements, userId, id);
          const move = sessionMove(row.status, 'active');
          if (move === 'refused') throw tasksErrors.sessionAlreadyCompleted();
          if (move === 'already_there') return statements.withTask(userId, row);
          if (row.status === 'pending') {
            const { pending, others, lastOrder } = await statements.pendingOfTask(row.taskId);
            const resplit = resplitPending(row, pending, sessionLength, { others, lastOrder });
            await statements.applyResplit(userId, row.taskId, resplit);
          }
          const started = await statements.update(id, {
            status: 'active',
            startTime: new Date(),
            endTime: null,
          });
          await statements.touchTask(row.taskId);
          return statements.withTask(userId, started);
        });
        const { startTime } = change.session;
        if (change.session.status === 'active' && startTime) {
          await deps.timerStarted({
            userId,
            subjectId: id,
            kind: 'work',
            endsAt: sessionEndsAt({ ...change.session, startTime }),
          });
        }
        return announce(userId, change);
      } catch (error) {
        // The database allows one running session per user, whichever server or tab asks.
        if (isUniqueViolation(error)) throw tasksErrors.anotherSessionActive();
        throw error;
      }
    },

    interrupt: async (userId: string, id: string, remainingSeconds: number) => {
      const change = await repository.transaction(async (statements) => {
        const row = await locked(statements, userId, id);
        const move = sessionMove(row.status, 'interrupted');
        if (move === 'refused') throw tasksErrors.sessionNotRunning();
        if (move === 'already_there') return statements.withTask(userId, row);
        const stopped = await statements.update(id, {
          status: 'interrupted',
          endTime: new Date(),
          remainingTimeSeconds: remainingAfterStop(remainingSeconds, row.durationMinutes),
          interruptionsCount: row.interruptionsCount + 1,
        });
        await statements.touchTask(row.taskId);
        return statements.withTask(userId, stopped);
      });
      await deps.timerStopped(userId, id);
      return announce(userId, change);
    },

    /**
     * Finishes the session and brings its task's totals up to date, in one transaction; the
     * last session of a repeating task completes it and adds its next occurrence with it.
     */
    complete: async (userId: string, id: string, taskId: string) => {
      const { change, added } = await repository.transaction(async (statements) => {
        // Before any lock or write, as every change of the list's order takes it.
        await statements.lockListOrder(userId);
        const row = await locked(statements, userId, id);
        if (row.taskId !== taskId) throw tasksErrors.sessionMismatch();
        const move = sessionMove(row.status, 'completed');
        if (move === 'refused') throw tasksErrors.sessionNotRunning();
        if (move === 'already_there') {
          return { change: await statements.withTask(userId, row), added: null };
        }
        const hasNext = (await statements.lockNextOccurrence(row.taskId)) !== null;
        const done = await statements.update(id, {
          status: 'completed',
          completed: true,
          endTime: new Date(),
          focusMinutes: completedFocusMinutes(row.durationMinutes),
          remainingTimeSeconds: 0,
        });
        const added = await statements.saveTaskProgress(
          userId,
          row.taskId,
          taskProgress(await statements.sessionsOfTask(row.taskId)),
          hasNext,
        );
        return { change: await statements.withTask(userId, done), added };
      });
      await deps.timerStopped(userId, id);
      const presented = announce(userId, change);
      if (added) await deps.occurrenceAdded(userId, added);
      return presented;
    },
  };
}

export type TaskSessionsService = ReturnType<typeof createTaskSessionsService>;
