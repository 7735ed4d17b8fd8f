import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { FeedSession, FeedTask } from './calendar-feed.ics.ts';
import { calendarFeeds } from './calendar-feeds.table.ts';
import { pomodoroSessions } from './pomodoro-sessions.table.ts';
import { tasks } from './tasks.table.ts';

export function createCalendarFeedRepository({ db }: { db: Database }) {
  return {
    ofUser: async (userId: string) => {
      const [row] = await db
        .select({ id: calendarFeeds.id, secret: calendarFeeds.secret })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row ?? null;
    },

    byId: async (id: string) => {
      const [row] = await db
        .select({ userId: calendarFeeds.userId, secret: calendarFeeds.secret })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.id, id));
      return row ?? null;
    },

    /** Gives the user this address, in place of any earlier one. */
    replace: async (userId: string, feed: { id: string; secret: string }) => {
      await db
        .insert(calendarFeeds)
        .values({ userId, ...feed })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { ...feed, createdAt: sql`now()` },
        });
    },

    /**
     * Tasks with a due date, not in the bin: the open ones, and those completed that were due
     * since `since`. A repeating series shows once, as its open occurrence; the occurrences
     * already done are in it.
     */
    tasks: async (userId: string, since: Date): Promise<FeedTask[]> => {
      const rows = await db
        .select({
          id: tasks.id,
          title: tasks.title,
          description: tasks.description,
          dueDate: tasks.dueDate,
          completed: tasks.completed,
          repeatRule: tasks.repeatRule,
          repeatAfterCompletion: tasks.repeatAfterCompletion,
          repeatSeriesStart: tasks.repeatSeriesStart,
          repeatTimeZone: tasks.repeatTimeZone,
        })
        .from(tasks)
        .where(
          and(
            eq(tasks.userId, userId),
            isNotNull(tasks.dueDate),
            isNull(tasks.deletedAt),
            or(eq(tasks.completed, false), gte(tasks.dueDate, since)),
            sql`not (${tasks.repeatRule} is not null and ${tasks.completed})`,
          ),
        )
        .orderBy(tasks.dueDate, tasks.id);
      return rows.flatMap((row) => (row.dueDate ? [{ ...row, dueDate: row.dueDate }] : []));
    },

    /** Focus sessions begun since `since` (the running one too), of tasks not in the bin. */
    sessions: async (userId: string, since: Date): Promise<FeedSession[]> => {
      const rows = await db
        .select({
          id: pomodoroSessions.id,
          taskTitle: tasks.title,
          name: pomodoroSessions.name,
          status: pomodoroSessions.status,
          startTime: pomodoroSessions.startTime,
          endTime: pomodoroSessions.endTime,
          durationMinutes: pomodoroSessions.durationMinutes,
        })
        .from(pomodoroSessions)
        .innerJoin(tasks, eq(tasks.id, pomodoroSessions.taskId))
        .where(
          and(
            eq(pomodoroSessions.userId, userId),
            gte(pomodoroSessions.startTime, since),
            inArray(pomodoroSessions.status, ['active', 'completed', 'interrupted']),
            isNull(tasks.deletedAt),
          ),
        )
        .orderBy(desc(pomodoroSessions.startTime));
      return rows.flatMap((row) =>
        row.startTime && row.status !== 'pending'
          ? [{ ...row, status: row.status, startTime: row.startTime }]
          : [],
      );
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
