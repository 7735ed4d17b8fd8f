import { type SQL, sql } from 'drizzle-orm';
import type { TaskEffort } from '../../../shared/domain/estimate-slip.ts';
import type { DateKey } from '../../../shared/domain/local-date.ts';
import type { Database } from '../../db/client.ts';

/** One local day's counts as the database adds them up; the completion rate is the service's. */
export type DailyFigures = {
  insightDate: DateKey;
  totalTasks: number;
  completedTasks: number;
  totalPomodoros: number;
  totalShortBreaks: number;
  totalLongBreaks: number;
  totalFocusMinutes: number;
};

export interface UpcomingRow {
  id: string;
  title: string;
  dueDate: Date;
  completed: boolean;
}

/** The instant a local day starts in `timeZone`, DST-correct: midnight there, read as UTC. */
const startOf = (day: SQL, timeZone: string): SQL =>
  sql`((${day})::timestamp at time zone ${timeZone})`;
const localDay = (instant: SQL, timeZone: string): SQL =>
  sql`(${instant} at time zone ${timeZone})::date`;

/** A session `s` of the user that ran to its end, of a task not deleted. */
const completedSessionOf = (userId: string): SQL =>
  sql`s.user_id = ${userId} and s.status = 'completed'
    and not exists (select from tasks t where t.id = s.task_id and t.deleted_at is not null)`;

/**
 * The instants the local days from `from` to `to` start and end at. Sub-selects, so the planner
 * cannot see them: left to guess, it reads a narrow range through the (user_id, time) indexes,
 * whatever the values' histograms suggest.
 */
function rangeInstants(from: DateKey, to: DateKey, timeZone: string): { starts: SQL; ends: SQL } {
  return {
    starts: sql`(select ${startOf(sql`${from}::date`, timeZone)})`,
    ends: sql`(select ${startOf(sql`${to}::date + 1`, timeZone)})`,
  };
}

/**
 * One row per local day from `from` to `to` in `timeZone`, days without activity as zeros,
 * in one statement. The local range is turned into UTC instants first, so each table is
 * read only within the range through its (user_id, time) index. What counts, on which day:
 * - total_tasks: tasks added that day (created_at); completed_tasks: tasks completed that
 *   day (completed_at), whenever they were added. Deleted tasks count in neither.
 * - total_pomodoros: sessions completed (run to their end), on the day they ended;
 *   total_focus_minutes: those sessions' focus minutes, on the same day. A stopped session
 *   records none. Sessions of deleted tasks are left out, as the tasks are.
 * - total_short_breaks, total_long_breaks: breaks started that day, whether or not they
 *   ran to their end.
 */
export function dailyFiguresQuery(
  userId: string,
  from: DateKey,
  to: DateKey,
  timeZone: string,
): SQL {
  const { starts, ends } = rangeInstants(from, to, timeZone);
  return sql`
    with days as (
      select ${from}::date + offset_days as day
      from generate_series(0, ${to}::date - ${from}::date) as offset_days
    ),
    added as (
      select ${localDay(sql`t.created_at`, timeZone)} as day, count(*)::int as tasks
      from tasks t
      where t.user_id = ${userId} and t.created_at >= ${starts} and t.created_at < ${ends}
        and t.deleted_at is null
      group by 1
    ),
    done as (
      select ${localDay(sql`t.completed_at`, timeZone)} as day, count(*)::int as tasks
      from tasks t
      where t.user_id = ${userId} and t.completed_at is not null
        and t.completed_at >= ${starts} and t.completed_at < ${ends}
        and t.deleted_at is null
      group by 1
    ),
    focus as (
      select ${localDay(sql`s.end_time`, timeZone)} as day, count(*)::int as pomodoros,
        sum(s.focus_minutes)::int as minutes
      from pomodoro_sessions s
      where ${completedSessionOf(userId)} and s.end_time >= ${starts} and s.end_time < ${ends}
      group by 1
    ),
    breaks as (
      select ${localDay(sql`b.start_time`, timeZone)} as day,
        (count(*) filter (where b.kind = 'short'))::int as short_breaks,
        (count(*) filter (where b.kind = 'long'))::int as long_breaks
      from break_sessions b
      where b.user_id = ${userId} and b.start_time >= ${starts} and b.start_time < ${ends}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as "insightDate",
      coalesce(added.tasks, 0) as "totalTasks",
      coalesce(done.tasks, 0) as "completedTasks",
      coalesce(focus.pomodoros, 0) as "totalPomodoros",
      coalesce(breaks.short_breaks, 0) as "totalShortBreaks",
      coalesce(breaks.long_breaks, 0) as "totalLongBreaks",
      coalesce(focus.minutes, 0) as "totalFocusMinutes"
    from days
    left join added on added.day = days.day
    left join done on done.day = days.day
    left join focus on focus.day = days.day
    left join breaks on breaks.day = days.day
    order by days.day`;
}

/**
 * The tasks the user focused on from `from` to `to` in `timeZone`, grouped by their Eisenhower
 * flags and AI ratings as stored (the quadrant they make is the shared rule's to say): how many,
 * their whole estimates, and the focus minutes spent on them in the range. A task counts when
 * one of its sessions was completed in the range, on the day it ended, as the daily figures
 * count focus, so both add up to the same minutes; deleted tasks count nowhere.
 */
export function taskEffortQuery(userId: string, from: DateKey, to: DateKey, timeZone: string): SQL {
  const { starts, ends } = rangeInstants(from, to, timeZone);
  return sql`
    with focused as (
      select s.task_id, sum(s.focus_minutes)::int as minutes
      from pomodoro_sessions s
      where s.user_id = ${userId} and s.status = 'completed'
        and s.end_time >= ${starts} and s.end_time < ${ends}
      group by s.task_id
    )
    select t.is_important as "isImportant", t.is_urgent as "isUrgent",
      t.ai_predicted_priority as "aiPredictedPriority",
      t.ai_predicted_urgency as "aiPredictedUrgency",
      count(*)::int as "tasks",
      sum(t.original_estimated_duration)::int as "estimatedMinutes",
      sum(focused.minutes)::int as "focusMinutes"
    from focused
    join tasks t on t.id = focused.task_id
    where t.user_id = ${userId} and t.deleted_at is null
    group by t.is_important, t.is_urgent, t.ai_predicted_priority, t.ai_predicted_urgency`;
}

/**
 * The insights' reads of tasks, sessions and breaks, which the tasks and focus modules write.
 * They are read with plain SQL by table name: this module never writes them.
 */
export function createInsightsRepository({ db }: { db: Database }) {
  return {
    /** The rows of `dailyFiguresQuery`. */
    dailyFigures: async (
      userId: string,
      from: DateKey,
      to: DateKey,
      timeZone: string,
    ): Promise<DailyFigures[]> => {
      const result = await db.execute<DailyFigures>(dailyFiguresQuery(userId, from, to, timeZone));
      return result.rows;
    },

    /** The rows of `taskEffortQuery`. */
    taskEffort: async (
      userId: string,
      from: DateKey,
      to: DateKey,
      timeZone: string,
    ): Promise<TaskEffort[]> => {
      // The same fields as a plain object type, which is the kind of row the driver reads into.
      const result = await db.execute<{ [Field in keyof TaskEffort]: TaskEffort[Field] }>(
        taskEffortQuery(userId, from, to, timeZone),
      );
      return result.rows;
    },

    /**
     * Every local day on which the user completed a pomodoro, with that day's focus minutes,
     * oldest first: the streak's days and the heatmap's figures, counted as the daily figures
     * count focus.
     */
    focusDays: async (
      userId: string,
      timeZone: string,
    ): Promise<{ day: DateKey; focusMinutes: number }[]> => {
      const result = await db.execute<{ day: DateKey; focusMinutes: number }>(sql`
        select to_char(${localDay(sql`s.end_time`, timeZone)}, 'YYYY-MM-DD') as day,
          sum(s.focus_minutes)::int as "focusMinutes"
        from pomodoro_sessions s
        where ${completedSessionOf(userId)} and s.end_time is not null
        group by 1
        order by 1`);
      return result.rows;
    },

    /**
     * Incomplete tasks due by the end of the day after `today` in `timeZone` (overdue ones
     * included), earliest first, then in the list's order; at most `limit`.
     */
    dueSoon: async (
      userId: string,
      today: DateKey,
      timeZone: string,
      limit: number,
    ): Promise<UpcomingRow[]> => {
      const result = await db.execute<{
        id: string;
        title: string;
        dueDate: string | Date;
        completed: boolean;
      }>(sql`
        select id, title, due_date as "dueDate", completed
        from tasks
        where user_id = ${userId} and deleted_at is null and not completed
          and due_date < ${startOf(sql`${today}::date + 2`, timeZone)}
        order by due_date, position asc nulls last, created_at desc
        limit ${limit}`);
      // Raw rows carry timestamps as the driver reads them: a Date, or text on some drivers.
      return result.rows.map((row) => ({ ...row, dueDate: new Date(row.dueDate) }));
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
