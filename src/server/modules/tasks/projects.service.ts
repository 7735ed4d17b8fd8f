import {
  DEFAULT_LABEL_COLOR,
  DEFAULT_PROJECT_COLOR,
  MAX_LABELS_PER_USER,
  MAX_PROJECTS_PER_USER,
  type ProjectColor,
  type ProjectDeleteMode,
} from '../../../shared/domain/projects.ts';
import { restorableSince } from '../../../shared/domain/task-deletion.ts';
import type { Placement } from '../../../shared/domain/task-order.ts';
import type { Label, Project, Projects } from '../../../shared/projects.schemas.ts';
import { PROJECT_EVENTS } from '../../../shared/realtime-events.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { projectsErrors } from './projects.errors.ts';
import type { LabelRow, ProjectRow, ProjectsRepository } from './projects.repository.ts';

export interface ProjectsServiceDeps {
  repository: ProjectsRepository;
  /** Deletes and restores tasks as the task list does (sessions stopped, live updates sent). */
  removeTask(userId: string, id: string): Promise<void>;
  restoreTask(userId: string, id: string): Promise<unknown>;
  publish(userId: string, event: string, payload: unknown): void;
  now: () => Date;
}

const presentProject = (row: ProjectRow, open: Map<string | null, number>): Project => ({
  id: row.id,
  name: row.name,
  color: row.color,
  position: row.position,
  openCount: open.get(row.id) ?? 0,
});

const presentLabel = (row: LabelRow, open: Map<string | null, number>): Label => ({
  id: row.id,
  name: row.name,
  color: row.color,
  openCount: open.get(row.id) ?? 0,
});

const NONE = new Map<string | null, number>();

/** A unique name refused by the database is the user's own duplicate. */
async function named<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Refuses a task's project or labels unless they are the user's and still exist. */
export function placesGuard(repository: ProjectsRepository) {
  return async (
    userId: string,
    place: { projectId?: string | null; labelIds?: readonly string[] },
  ) => {
    if (!place.projectId && !place.labelIds?.length) return;
    const owned = await repository.ownsPlaces(
      userId,
      place.projectId ?? null,
      place.labelIds ?? [],
    );
    if (!owned.project) throw projectsErrors.taskProjectNotFound();
    if (!owned.labels) throw projectsErrors.taskLabelNotFound();
  };
}

/**
 * A user's projects (the side bar's lists, in their order) and labels. Every change is announced
 * to the user's tabs, which read both again, with the open counts.
 */
export function createProjectsService(deps: ProjectsServiceDeps) {
  const { repository } = deps;
  const changed = (userId: string) => deps.publish(userId, PROJECT_EVENTS.changed, {});

  return {
    projects: async (userId: string): Promise<Projects> => {
      const { rows, open } = await repository.projects(userId);
      return {
        projects: rows.map((row) => presentProject(row, open)),
        inboxOpenCount: open.get(null) ?? 0,
      };
    },

    labels: async (userId: string): Promise<{ labels: Label[] }> => {
      const { rows, open } = await repository.labels(userId);
      return { labels: rows.map((row) => presentLabel(row, open)) };
    },

    createProject: async (userId: string, values: { name: string; color?: ProjectColor }) => {
      const row = await named(
        () =>
          repository.addProject(
            userId,
            { name: values.name, color: values.color ?? DEFAULT_PROJECT_COLOR },
            MAX_PROJECTS_PER_USER,
          ),
        () => projectsErrors.nameTaken(values.name),
      );
      if (row === 'limit') throw projectsErrors.limitReached();
      changed(userId);
      return presentProject(row, NONE);
    },

    updateProject: async (
      userId: string,
      id: string,
      changes: { name?: string; color?: ProjectColor },
    ) => {
      const row = await named(
        () => repository.updateProject(userId, id, changes),
        () => projectsErrors.nameTaken(changes.name ?? ''),
      );
      if (!row) throw projectsErrors.notFound();
      changed(userId);
      return presentProject(row, await repository.openCount(userId, row.id));
    },

    moveProject: async (userId: string, id: string, placement: Placement) => {
      if (('before' in placement ? placement.before : placement.after) === id) {
        throw projectsErrors.moveOntoItself();
      }
      const row = await repository.moveProject(userId, id, placement);
      if (!row) throw projectsErrors.notFound();
      changed(userId);
      return presentProject(row, await repository.openCount(userId, row.id));
    },

    /**
     * Deletes the project, its tasks moved to the Inbox or deleted as the user chose; Undo
     * (`restoreProject`) brings both back within the tasks' restore window.
     */
    deleteProject: async (userId: string, id: string, mode: ProjectDeleteMode) => {
      const removed = await repository.removeProject(userId, id, mode, deps.now());
      if (!removed) throw projectsErrors.notFound();
      if (removed.mode === 'delete') {
        for (const taskId of removed.taskIds) await deps.removeTask(userId, taskId);
      }
      changed(userId);
      return { tasks: removed.taskIds.length };
    },

    restoreProject: async (userId: string, id: string) => {
      const restored = await repository.restoreProject(userId, id, restorableSince(deps.now()));
      if (!restored) throw projectsErrors.notRestorable();
      if (restored === 'name_taken') throw projectsErrors.nameTaken('');
      if (restored.mode === 'delete') {
        for (const taskId of restored.taskIds) {
          // A task deleted on its own since is not the project's to bring back.
          await deps.restoreTask(userId, taskId).catch(() => undefined);
        }
      }
      changed(userId);
      return presentProject(restored.project, await repository.openCount(userId, id));
    },

    createLabel: async (userId: string, values: { name: string; color?: ProjectColor }) => {
      const row = await named(
        () =>
          repository.addLabel(
            userId,
            { name: values.name, color: values.color ?? DEFAULT_LABEL_COLOR },
            MAX_LABELS_PER_USER,
          ),
        () => projectsErrors.labelNameTaken(values.name),
      );
      if (row === 'limit') throw projectsErrors.labelLimitReached();
      changed(userId);
      return presentLabel(row, NONE);
    },

    updateLabel: async (
      userId: string,
      id: string,
      changes: { name?: string; color?: ProjectColor },
    ) => {
      const row = await named(
        () => repository.updateLabel(userId, id, changes),
        () => projectsErrors.labelNameTaken(changes.name ?? ''),
      );
      if (!row) throw projectsErrors.labelNotFound();
      changed(userId);
      return presentLabel(row, (await repository.labels(userId)).open);
    },

    deleteLabel: async (userId: string, id: string) => {
      if (!(await repository.removeLabel(userId, id))) throw projectsErrors.labelNotFound();
      changed(userId);
    },

    names: (userId: string) => repository.names(userId),
    purgeDeletedBefore: (before: Date) => repository.purgeDeletedProjectsBefore(before),
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
