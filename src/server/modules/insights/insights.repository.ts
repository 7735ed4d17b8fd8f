import { type SQL, sql } from 'drizzle-orm';
import type { TaskEffort } from '../../../shared/domain/estimate-slip.ts';
import type { FocusRun } from '../../../shared/domain/insights.ts';
import { addDays, type DateKey } from '../../../shared/domain/local-date.ts';
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

/** A user's streak as tallied in one zone, with the focus of each day of a range. */
export interface StreakTally {
  longest: number;
  latestRun: FocusRun | null;
  /** The focus minutes of each day of the range, oldest first; 0 for a day without focus. */
  minutes: number[];
}

// Days travel as whole days since this one: a date's text depends on the server's DateStyle,
// and formatting it costs more than counting.
const EPOCH: DateKey = '1970-01-01';
const dayNumber = (day: SQL): SQL => sql`(${day} - ${EPOCH}::date)`;
const dayKey = (days: number): DateKey => addDays(EPOCH, days);

/**
 * The user's streak in the zone and the focus of every day from `from` to `to`, in one row: each
 * row costs more to hand over than to find. Every day is looked up on its own, with focus or
 * not, so the read costs the same whatever the history, where a join would read all the user's
 * days. No row when the zone is not tallied.
 */
const streakTallyQuery = (userId: string, timeZone: string, from: DateKey, to: DateKey): SQL => sql`
  select z.longest, ${dayNumber(sql`z.latest_run_start`)} as "runStart",
    ${dayNumber(sql`z.latest_run_end`)} as "runEnd",
    array(
      select coalesce((
        select d.focus_minutes from focus_days d
        where d.user_id = z.user_id and d.time_zone = z.time_zone
          and d.day = ${from}::date + offset_days
      ), 0)
      from generate_series(0, ${to}::date - ${from}::date) as offset_days
      order by offset_days
    ) as minutes
  from focus_streaks z
  where z.user_id = ${userId} and z.time_zone = ${timeZone}`;

type StreakTallyRow = {
  longest: number;
  runStart: number | null;
  runEnd: number | null;
  minutes: number[];
};

function presentTally(row: StreakTallyRow | undefined): StreakTally | null {
  if (!row) return null;
  const { longest, runStart, runEnd, minutes } = row;
  return {
    longest,
    latestRun:
      runStart === null || runEnd === null
        ? null
        : { start: dayKey(runStart), end: dayKey(runEnd) },
    minutes,
  };
}

/**
 * The insights' reads of tasks, sessions and breaks, which the tasks and focus modules write.
 * They are read with plain SQL by table name: this module never writes them. The streak's tally
 * is this module's, and database triggers keep it in step with them once a zone is tallied.
 */
export function createInsightsRepository({ db }: { db: Database }) {
  /** Starts keeping the user's tally in `timeZone`, counted from the whole history. */
  const tallyZone = (userId: string, timeZone: string) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select focus_days_lock(${userId})`);
      // Converting a time is how the database refuses a zone it does not know, before every
      // later change of the user's sessions would have to convert to it.
      const added = await tx.execute(sql`
        insert into focus_streaks (user_id, time_zone)
        select ${userId}, ${timeZone} where (now() at time zone ${timeZone}) is not null
        on conflict do nothing
        returning user_id`);
      if (added.rows.length === 0) return;
      await tx.execute(sql`
        select focus_days_recount(${userId}, ${timeZone},
          ${localDay(sql`min(s.end_time)`, timeZone)}, ${localDay(sql`max(s.end_time)`, timeZone)})
        from pomodoro_sessions s
        where s.user_id = ${userId} and s.status = 'completed'
        having count(*) > 0`);
    });

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
     * The user's streak in `timeZone` and the focus minutes of each day from `from` to `to`,
     * counted as the daily figures count focus. Read from the zone's tally, which the first read
     * in a zone makes from the whole history.
     */
    streakTally: async (
      userId: string,
      timeZone: string,
      from: DateKey,
      to: DateKey,
    ): Promise<StreakTally> => {
      const read = async () =>
        presentTally(
          (await db.execute<StreakTallyRow>(streakTallyQuery(userId, timeZone, from, to))).rows[0],
        );
      const tallied = await read();
      if (tallied) return tallied;
      await tallyZone(userId, timeZone);
      const fresh = await read();
      if (!fresh) throw new Error(`The streak of ${userId} in ${timeZone} was not tallied.`);
      return fresh;
    },

    /**
     * Every day of the user's tally in `timeZone` (a zone `streakTally` has read) with a completed
     * pomodoro, oldest first.
     */
    focusDays: async (userId: string, timeZone: string): Promise<DateKey[]> => {
      const result = await db.execute<{ day: number }>(sql`
        select ${dayNumber(sql`day`)} as day
        from focus_days
        where user_id = ${userId} and time_zone = ${timeZone}
        order by day`);
      return result.rows.map(({ day }) => dayKey(day));
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
