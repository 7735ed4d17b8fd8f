import { canSplitIntoSteps } from '../../../shared/domain/session-names.ts';
import { TASK_EVENTS } from '../../../shared/realtime-events.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { AiService } from '../ai/ai.service.ts';
import type { PlaceNames } from './projects.repository.ts';
import type { SessionNamesRepository } from './session-names.repository.ts';
import { presentTask } from './task.presenter.ts';
import { enrichmentInputOf } from './task-enrichment.ts';
import { tasksErrors } from './tasks.errors.ts';
import type { TaskWithSessions } from './tasks.repository.ts';

export interface SessionNamesServiceDeps {
  repository: SessionNamesRepository;
  ai: AiService;
  /** Sends an event to the user's own sockets, after the change is committed. */
  publish(userId: string, event: string, payload: unknown): void;
  /** The names of the user's projects and labels, which the AI is told. */
  placeNamesOf(userId: string): Promise<PlaceNames>;
}

/** The names of a task's sessions: one step of the work each, from the AI or the user. */
export function createSessionNamesService({
  repository,
  ai,
  publish,
  placeNamesOf,
}: SessionNamesServiceDeps) {
  const announce = (userId: string, row: TaskWithSessions): Task => {
    const task = presentTask(row);
    publish(userId, TASK_EVENTS.upserted, { task });
    return task;
  };

  return {
    /**
     * Asks the AI for a name for each session and stores them in order. `timeZone`: the user's,
     * in which the AI reads the due date.
     */
    splitIntoSteps: async (userId: string, taskId: string, timeZone = 'UTC') => {
      const task = await repository.findTask(userId, taskId);
      if (!task) throw tasksErrors.notFound();
      if (!canSplitIntoSteps(task.sessions.length)) throw tasksErrors.tooFewSessionsToSplit();
      const names = await ai.nameSessions(
        taskId,
        enrichmentInputOf(task, timeZone, await placeNamesOf(userId)),
      );
      const named = await repository.nameAll(
        userId,
        taskId,
        task.sessions.flatMap((session, index) => {
          const name = names[index];
          return name === undefined ? [] : [{ id: session.id, name }];
        }),
      );
      // Deleted while the AI worked on it.
      if (!named) throw tasksErrors.notFound();
      return announce(userId, named);
    },

    rename: async (userId: string, taskId: string, sessionId: string, name: string) => {
      const renamed = await repository.rename(userId, taskId, { id: sessionId, name });
      if (renamed) return announce(userId, renamed);
      throw (await repository.findTask(userId, taskId))
        ? tasksErrors.sessionNotOfTask()
        : tasksErrors.notFound();
    },
  };
}

export type SessionNamesService = ReturnType<typeof createSessionNamesService>;
