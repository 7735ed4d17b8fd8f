import { eq, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import {
  COMPLETED_PAGE_SIZE,
  RECENT_COMPLETED_TASKS,
} from '../../../shared/domain/task-list-window.ts';
import type { TaskListItem } from '../../../shared/task-list.schemas.ts';
import type { TaskListFieldName } from '../../../shared/task-list-fields.ts';
import type { Database } from '../../db/client.ts';
import { pomodoroSessions as s } from './pomodoro-sessions.table.ts';
import { taskListVersions } from './task-list-versions.table.ts';
import { tasks as t } from './tasks.table.ts';

/**
 * My Tasks' reads, the hottest of the API: one statement each, whose rows (the task's columns
 * that a row shows, and its unfinished sessions as JSON) are read as the driver gives them.
 * The ORM's row mapping cost more than the query itself for a long list.
 */

/**
 * Where each field of a row of My Tasks (no description, no long AI texts) is read: the type
 * checker asks for the column of any field TASK_LIST_FIELDS gains.
 */
const LIST_COLUMNS = {
  id: t.id,
  title: t.title,
  dueDate: t.dueDate,
  updatedAt: t.updatedAt,
  completed: t.completed,
  originalEstimatedDuration: t.originalEstimatedDuration,
  aiStatus: t.aiStatus,
  aiPredictedPriority: t.aiPredictedPriority,
  // The summary's first words, as the row shows them, cut when the AI text was stored.
  aiTaskSummary: t.aiListSummary,
  aiPredictedUrgency: t.aiPredictedUrgency,
  userOverriddenPriority: t.userOverriddenPriority,
  isImportant: t.isImportant,
  isUrgent: t.isUrgent,
  totalPomodorosPlanned: t.totalPomodorosPlanned,
  pomodorosCompletedCount: t.pomodorosCompletedCount,
  focusTimeCompletedMinutes: t.focusTimeCompletedMinutes,
  position: t.position,
  repeatRule: t.repeatRule,
  repeatAfterCompletion: t.repeatAfterCompletion,
  projectId: t.projectId,
  labelIds: t.labelIds,
} satisfies Record<TaskListFieldName, PgColumn>;

/** A timestamp as the API writes it, exactly what `Date.prototype.toISOString` gives. */
export const isoText = (column: PgColumn): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const apiValueOf = (column: PgColumn): SQL | PgColumn =>
  column.columnType === 'PgTimestamp' ? isoText(column) : column;

/**
 * Every field under its own name, in the form the API sends, and the task's unfinished sessions
 * as JSON: the driver's rows are list items as they are.
 */
export const listColumns = sql.join(
  [
    ...Object.entries(LIST_COLUMNS).map(
      ([field, column]) => sql`${apiValueOf(column)} as ${sql.identifier(field)}`,
    ),
    sql`coalesce((select json_agg(json_build_object('id', ${s.id}, 'sessionOrder', ${s.sessionOrder},
    'status', ${s.status})) from ${s} where ${s.taskId} = ${t.id} and ${s.status} <> 'completed'),
    '[]'::json) as sessions`,
  ],
  sql`, `,
);

const dialect = new PgDialect();

const liveCompleted = (userId: string) =>
  sql`${t.userId} = ${userId} and ${t.deletedAt} is null and ${t.completed}`;

const newestCompletedFirst = sql`${t.completedAt} desc, ${t.id} desc`;

/**
 * Every open task of the user and the most recently completed ones, in the list's order
 * (position, then newest first).
 */
const listWindowSql = (userId: string): SQL => sql`
  select ${listColumns} from ${t}
  where ${t.userId} = ${userId} and ${t.deletedAt} is null and (not ${t.completed} or ${t.id} in (
    select ${t.id} from ${t} where ${liveCompleted(userId)}
    order by ${newestCompletedFirst} limit ${RECENT_COMPLETED_TASKS}))
  order by ${t.position}, ${t.createdAt} desc`;

/** The list's statement as the driver receives it (the benchmark's raw baseline runs it). */
export const listWindowStatement = (userId: string) => dialect.sqlToQuery(listWindowSql(userId));

/**
 * Where a page of older completed tasks starts: after this completion, newest first. As text
 * (`next`, then `before`), the completion time in microseconds since 1970, exactly as the
 * database keeps it, and the task's id; the contract checks its form (COMPLETED_CURSOR_PATTERN).
 */
interface CompletedCursor {
  completedAtMicros: string;
  id: string;
}

function cursorOf(text: string): CompletedCursor {
  const [completedAtMicros = '', id = ''] = text.split('_');
  return { completedAtMicros, id };
}

const completedPageSql = (userId: string, before: CompletedCursor | null): SQL => sql`
  select ${listColumns},
    (extract(epoch from ${t.completedAt}) * 1000000)::bigint::text as completed_at_micros
  from ${t}
  where ${liveCompleted(userId)} ${
    before
      ? sql`and (${t.completedAt}, ${t.id}) < (timestamptz 'epoch' + ${before.completedAtMicros}::bigint * interval '1 microsecond', ${before.id}::uuid)`
      : sql``
  }
  order by ${newestCompletedFirst}
  offset ${before ? 0 : RECENT_COMPLETED_TASKS} limit ${COMPLETED_PAGE_SIZE + 1}`;

export function createTaskListRepository({ db }: { db: Database }) {
  return {
    listWindow: async (userId: string): Promise<TaskListItem[]> =>
      (await db.execute<TaskListItem>(listWindowSql(userId))).rows,

    /** The number of writes to the user's tasks and sessions so far: any change changes it. */
    listVersion: async (userId: string): Promise<number> => {
      const [found] = await db
        .select({ version: taskListVersions.version })
        .from(taskListVersions)
        .where(eq(taskListVersions.userId, userId));
      return found?.version ?? 0;
    },

    /**
     * A page of completed tasks older than the list's recent ones, newest completion first, and
     * where the next page starts (null after the last).
     */
    completedPage: async (
      userId: string,
      before: string | undefined,
    ): Promise<{ rows: TaskListItem[]; next: string | null }> => {
      const query = completedPageSql(userId, before === undefined ? null : cursorOf(before));
      const found = (await db.execute<TaskListItem & { completed_at_micros: string }>(query)).rows;
      const page = found.slice(0, COMPLETED_PAGE_SIZE);
      const last = page.at(-1);
      const next =
        found.length > COMPLETED_PAGE_SIZE && last
          ? `${last.completed_at_micros}_${last.id}`
          : null;
      return { rows: page, next };
    },
  };
}
