import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Priority } from '../../../shared/domain/priority.ts';
import {
  COMPLETED_PAGE_SIZE,
  RECENT_COMPLETED_TASKS,
} from '../../../shared/domain/task-list-window.ts';
import type { AiStatus } from '../../../shared/domain/task-status.ts';
import type { SessionHead, TaskListItem } from '../../../shared/task-list.schemas.ts';
import type { Database } from '../../db/client.ts';
import { pomodoroSessions as s } from './pomodoro-sessions.table.ts';
import { tasks as t } from './tasks.table.ts';

/**
 * My Tasks' reads, the hottest of the API: one statement each, whose rows (the task's columns
 * that a row shows, and its unfinished sessions as JSON) are read as the driver gives them.
 * The ORM's row mapping cost more than the query itself for a long list.
 */

/**
 * A row of My Tasks (no description, no long AI texts, its unfinished sessions) as the driver
 * returns it: JSON parsed, timestamps as PostgreSQL writes them (the ORM sets both drivers so).
 */
type StoredListRow = {
  id: string;
  title: string;
  due_date: string | null;
  updated_at: string;
  completed: boolean;
  original_estimated_duration: number;
  ai_status: AiStatus;
  ai_predicted_priority: Priority | null;
  ai_task_summary: string | null;
  ai_predicted_urgency: string | null;
  user_overridden_priority: Priority | null;
  is_important: boolean | null;
  is_urgent: boolean | null;
  total_pomodoros_planned: number;
  pomodoros_completed_count: number;
  focus_time_completed_minutes: number;
  position: string;
  sessions: SessionHead[];
};

const listColumns = sql`${t.id}, ${t.title}, ${t.dueDate}, ${t.updatedAt}, ${t.completed},
  ${t.originalEstimatedDuration}, ${t.aiStatus}, ${t.aiPredictedPriority}, ${t.aiTaskSummary},
  ${t.aiPredictedUrgency}, ${t.userOverriddenPriority}, ${t.isImportant}, ${t.isUrgent},
  ${t.totalPomodorosPlanned}, ${t.pomodorosCompletedCount}, ${t.focusTimeCompletedMinutes},
  ${t.position},
  coalesce((select json_agg(json_build_object('id', ${s.id}, 'sessionOrder', ${s.sessionOrder},
    'status', ${s.status})) from ${s} where ${s.taskId} = ${t.id} and ${s.status} <> 'completed'),
    '[]'::json) as sessions`;

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

/** PostgreSQL's text of a timestamp, as the API writes one. */
const isoOf = (timestamp: string) => new Date(timestamp).toISOString();

function listItemOfRow(row: StoredListRow): TaskListItem {
  return {
    id: row.id,
    title: row.title,
    dueDate: row.due_date === null ? null : isoOf(row.due_date),
    updatedAt: isoOf(row.updated_at),
    completed: row.completed,
    originalEstimatedDuration: row.original_estimated_duration,
    aiStatus: row.ai_status,
    aiPredictedPriority: row.ai_predicted_priority,
    aiTaskSummary: row.ai_task_summary,
    aiPredictedUrgency: row.ai_predicted_urgency,
    userOverriddenPriority: row.user_overridden_priority,
    isImportant: row.is_important,
    isUrgent: row.is_urgent,
    totalPomodorosPlanned: row.total_pomodoros_planned,
    pomodorosCompletedCount: row.pomodoros_completed_count,
    focusTimeCompletedMinutes: row.focus_time_completed_minutes,
    position: row.position,
    sessions: row.sessions,
  };
}

export function createTaskListRepository({ db }: { db: Database }) {
  return {
    listWindow: async (userId: string): Promise<TaskListItem[]> =>
      (await db.execute<StoredListRow>(listWindowSql(userId))).rows.map(listItemOfRow),

    /**
     * A page of completed tasks older than the list's recent ones, newest completion first, and
     * where the next page starts (null after the last).
     */
    completedPage: async (
      userId: string,
      before: string | undefined,
    ): Promise<{ rows: TaskListItem[]; next: string | null }> => {
      const query = completedPageSql(userId, before === undefined ? null : cursorOf(before));
      const found = (await db.execute<StoredListRow & { completed_at_micros: string }>(query)).rows;
      const page = found.slice(0, COMPLETED_PAGE_SIZE);
      const last = page.at(-1);
      const next =
        found.length > COMPLETED_PAGE_SIZE && last
          ? `${last.completed_at_micros}_${last.id}`
          : null;
      return { rows: page.map(listItemOfRow), next };
    },
  };
}
