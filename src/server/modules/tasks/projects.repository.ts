import { and, asc, eq, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProjectColor, ProjectDeleteMode } from '../../../shared/domain/projects.ts';
import { orderKeyBetween, type Placement } from '../../../shared/domain/task-order.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { labels, projects } from './projects.table.ts';
import { tasks } from './tasks.table.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type LabelRow = typeof labels.$inferSelect;

/** The names of a user's projects and labels, by id. */
export interface PlaceNames {
  projects: ReadonlyMap<string, string>;
  labels: ReadonlyMap<string, string>;
}

const countsSchema = z.array(z.object({ id: z.string().nullable(), open: z.coerce.number() }));

/** The user's project, unless it is deleted. */
const liveProject = (userId: string, id: string) =>
  and(eq(projects.id, id), eq(projects.userId, userId), isNull(projects.deletedAt));

/** Serialises the changes of one user's projects and labels that count or order them. */
const lockUsersPlaces = (tx: Transaction, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`places:${userId}`}))`);

const openTasks = (userId: string) => sql`${tasks.userId} = ${userId}
  and not ${tasks.completed} and ${tasks.deletedAt} is null`;

export function createProjectsRepository({ db }: { db: Database }) {
  return {
    /** The user's projects in order, and how many open tasks each and the Inbox have. */
    projects: async (userId: string) => {
      const [rows, counts] = await Promise.all([
        db
          .select()
          .from(projects)
          .where(and(eq(projects.userId, userId), isNull(projects.deletedAt)))
          .orderBy(asc(projects.position), asc(projects.id)),
        db.execute(sql`select ${tasks.projectId} as id, count(*) as open from ${tasks}
          where ${openTasks(userId)} group by ${tasks.projectId}`),
      ]);
      const open = new Map(countsSchema.parse(counts.rows).map((row) => [row.id, row.open]));
      return { rows, open };
    },

    /** How many open tasks one project has, as a single project's answer shows it. */
    openCount: async (userId: string, projectId: string) => {
      const [row] = await db
        .select({ open: sql<number>`count(*)::int` })
        .from(tasks)
        .where(and(eq(tasks.projectId, projectId), sql`${openTasks(userId)}`));
      return new Map<string | null, number>([[projectId, row?.open ?? 0]]);
    },

    labels: async (userId: string) => {
      const [rows, counts] = await Promise.all([
        db
          .select()
          .from(labels)
          .where(eq(labels.userId, userId))
          .orderBy(sql`lower(${labels.name})`),
        db.execute(sql`select label_id as id, count(*) as open
          from ${tasks}, unnest(${tasks.labelIds}) as label_id
          where ${openTasks(userId)} group by label_id`),
      ]);
      const open = new Map(countsSchema.parse(counts.rows).map((row) => [row.id, row.open]));
      return { rows, open };
    },

    /** How many projects the user has, counted under the lock that adding one takes. */
    addProject: (
      userId: string,
      values: { name: string; color: ProjectColor },
      limit: number,
    ): Promise<ProjectRow | 'limit'> =>
      db.transaction(async (tx) => {
        await lockUsersPlaces(tx, userId);
        const [count] = await tx
          .select({ count: sql<number>`count(*)::int`, last: max(projects.position) })
          .from(projects)
          .where(and(eq(projects.userId, userId), isNull(projects.deletedAt)));
        if ((count?.count ?? 0) >= limit) return 'limit';
        const [row] = await tx
          .insert(projects)
          .values({ userId, ...values, position: orderKeyBetween(count?.last ?? null, null) })
          .returning();
        if (!row) throw new Error('The project was not stored.');
        return row;
      }),

    updateProject: async (
      userId: string,
      id: string,
      changes: { name?: string; color?: ProjectColor },
    ) => {
      const [row] = await db
        .update(projects)
        .set({ ...changes, updatedAt: new Date() })
        .where(liveProject(userId, id))
        .returning();
      return row ?? null;
    },

    /** Puts the project right before or after another; null when either is not the user's. */
    moveProject: (userId: string, id: string, placement: Placement) =>
      db.transaction(async (tx) => {
        await lockUsersPlaces(tx, userId);
        const order = await tx
          .select({ id: projects.id, position: projects.position })
          .from(projects)
          .where(and(eq(projects.userId, userId), isNull(projects.deletedAt)))
          .orderBy(asc(projects.position), asc(projects.id));
        const others = order.filter((project) => project.id !== id);
        const anchorId = 'before' in placement ? placement.before : placement.after;
        const at = others.findIndex((project) => project.id === anchorId);
        if (at < 0 || others.length === order.length) return null;
        const [lower, upper] =
          'before' in placement ? [others[at - 1], others[at]] : [others[at], others[at + 1]];
        const [row] = await tx
          .update(projects)
          .set({
            position: orderKeyBetween(lower?.position ?? null, upper?.position ?? null),
            updatedAt: new Date(),
          })
          .where(liveProject(userId, id))
          .returning();
        return row ?? null;
      }),

    /**
     * Deletes the project at `at`: 'inbox' moves its tasks to the Inbox here, 'delete' leaves
     * deleting them (and stopping their sessions) to the caller, who is given their ids. Both
     * are kept with the project for Undo. Null when there is no such project.
     */
    removeProject: (userId: string, id: string, mode: ProjectDeleteMode, at: Date) =>
      db.transaction(async (tx) => {
        const [project] = await tx
          .select({ id: projects.id })
          .from(projects)
          .where(liveProject(userId, id))
          .for('update');
        if (!project) return null;
        const own = and(eq(tasks.projectId, id), eq(tasks.userId, userId), isNull(tasks.deletedAt));
        const affected =
          mode === 'inbox'
            ? await tx
                .update(tasks)
                .set({ projectId: null, updatedAt: at })
                .where(own)
                .returning({ id: tasks.id })
            : await tx.select({ id: tasks.id }).from(tasks).where(own);
        const taskIds = affected.map((task) => task.id);
        await tx
          .update(projects)
          .set({ deletedAt: at, deletedMode: mode, deletedTaskIds: taskIds })
          .where(eq(projects.id, id));
        return { mode, taskIds };
      }),

    /**
     * Brings back a project deleted since `since`, and its tasks that the deletion moved to the
     * Inbox and nobody moved elsewhere meanwhile; deleted tasks are the caller's to restore.
     * Null when there is no such project; 'name_taken' when another now has its name.
     */
    restoreProject: (userId: string, id: string, since: Date) =>
      db.transaction(async (tx) => {
        const [project] = await tx
          .select()
          .from(projects)
          .where(
            and(eq(projects.id, id), eq(projects.userId, userId), gte(projects.deletedAt, since)),
          )
          .for('update');
        if (!project) return null;
        const [clash] = await tx
          .select({ id: projects.id })
          .from(projects)
          .where(
            and(
              eq(projects.userId, userId),
              isNull(projects.deletedAt),
              sql`lower(${projects.name}) = lower(${project.name})`,
            ),
          );
        if (clash) return 'name_taken' as const;
        const taskIds = project.deletedTaskIds ?? [];
        if (project.deletedMode === 'inbox' && taskIds.length > 0) {
          await tx
            .update(tasks)
            .set({ projectId: id, updatedAt: new Date() })
            .where(
              and(
                inArray(tasks.id, taskIds),
                eq(tasks.userId, userId),
                isNull(tasks.projectId),
                isNull(tasks.deletedAt),
              ),
            );
        }
        const [row] = await tx
          .update(projects)
          .set({ deletedAt: null, deletedMode: null, deletedTaskIds: null })
          .where(eq(projects.id, id))
          .returning();
        return row ? { project: row, mode: project.deletedMode, taskIds } : null;
      }),

    purgeDeletedProjectsBefore: async (before: Date) => {
      const gone = await db
        .delete(projects)
        .where(lt(projects.deletedAt, before))
        .returning({ id: projects.id });
      return gone.length;
    },

    addLabel: (
      userId: string,
      values: { name: string; color: ProjectColor },
      limit: number,
    ): Promise<LabelRow | 'limit'> =>
      db.transaction(async (tx) => {
        await lockUsersPlaces(tx, userId);
        const [count] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(labels)
          .where(eq(labels.userId, userId));
        if ((count?.count ?? 0) >= limit) return 'limit';
        const [row] = await tx
          .insert(labels)
          .values({ userId, ...values })
          .returning();
        if (!row) throw new Error('The label was not stored.');
        return row;
      }),

    updateLabel: async (
      userId: string,
      id: string,
      changes: { name?: string; color?: ProjectColor },
    ) => {
      const own = and(eq(labels.id, id), eq(labels.userId, userId));
      // A label keeps no time of change: an edit that changes nothing writes nothing.
      const [row] =
        Object.keys(changes).length === 0
          ? await db.select().from(labels).where(own)
          : await db.update(labels).set(changes).where(own).returning();
      return row ?? null;
    },

    /** Takes the label off every task of the user that carries it, then deletes it. */
    removeLabel: (userId: string, id: string) =>
      db.transaction(async (tx) => {
        const [label] = await tx
          .delete(labels)
          .where(and(eq(labels.id, id), eq(labels.userId, userId)))
          .returning({ id: labels.id });
        if (!label) return false;
        await tx
          .update(tasks)
          .set({
            labelIds: sql`array_remove(${tasks.labelIds}, ${id}::uuid)`,
            updatedAt: new Date(),
          })
          .where(and(eq(tasks.userId, userId), sql`${tasks.labelIds} @> array[${id}::uuid]`));
        return true;
      }),

    /** Whether the project (not deleted) and every label are the user's. */
    ownsPlaces: async (userId: string, projectId: string | null, labelIds: readonly string[]) => {
      const [project, found] = await Promise.all([
        projectId === null
          ? Promise.resolve(true)
          : db
              .select({ id: projects.id })
              .from(projects)
              .where(liveProject(userId, projectId))
              .then((rows) => rows.length === 1),
        labelIds.length === 0
          ? Promise.resolve(0)
          : db
              .select({ id: labels.id })
              .from(labels)
              .where(and(eq(labels.userId, userId), inArray(labels.id, [...new Set(labelIds)])))
              .then((rows) => rows.length),
      ]);
      return { project, labels: found === new Set(labelIds).size };
    },

    /** Names of the user's projects and labels, by id: for the CSV and the AI. */
    names: async (userId: string): Promise<PlaceNames> => {
      const [projectRows, labelRows] = await Promise.all([
        db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(eq(projects.userId, userId)),
        db
          .select({ id: labels.id, name: labels.name })
          .from(labels)
          .where(eq(labels.userId, userId)),
      ]);
      return {
        projects: new Map(projectRows.map((row) => [row.id, row.name])),
        labels: new Map(labelRows.map((row) => [row.id, row.name])),
      };
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
