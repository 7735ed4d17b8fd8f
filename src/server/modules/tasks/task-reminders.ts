import { asc, eq, sql } from 'drizzle-orm';
import type { Reminder, ReminderInput } from '../../../shared/reminders.schemas.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { reminders } from './reminders.table.ts';

type ReminderRow = typeof reminders.$inferSelect;

export function presentReminder(row: ReminderRow): Reminder {
  return {
    id: row.id,
    minutesBefore: row.minutesBefore,
    remindAt: row.remindAt?.toISOString() ?? null,
    fireAt: row.fireAt?.toISOString() ?? null,
    done: row.doneAt !== null,
  };
}

/**
 * When a new reminder of the task goes off, and whether it already waits for nothing, told by
 * the database functions the due-date trigger also uses (migration 0013), so the rule is
 * written once.
 */
function scheduleOf(taskId: string, minutesBefore: number | null, remindAt: string | null) {
  const fireAt = sql`reminder_fire_at(${minutesBefore}::integer, ${remindAt}::timestamptz,
    (select due_date from tasks where id = ${taskId}))`;
  return { fireAt, doneAt: sql`reminder_done_at(${fireAt})` };
}

/** The statements on a task's reminders, inside the transaction of a task write or on their own. */
export function reminderStatements(tx: Transaction | Database) {
  return {
    ofTask: (taskId: string) =>
      tx
        .select()
        .from(reminders)
        .where(eq(reminders.taskId, taskId))
        .orderBy(sql`${reminders.fireAt} asc nulls last`, asc(reminders.id)),

    /** Replaces the task's reminders with `inputs`, each set once however often it was given. */
    replace: async (
      userId: string,
      taskId: string,
      inputs: readonly ReminderInput[],
      timeZone: string,
    ) => {
      await tx.delete(reminders).where(eq(reminders.taskId, taskId));
      const unique = new Map(
        inputs.map((input) => {
          const minutesBefore = 'minutesBefore' in input ? input.minutesBefore : null;
          const remindAt = 'remindAt' in input ? new Date(input.remindAt).toISOString() : null;
          return [`${minutesBefore}|${remindAt}`, { minutesBefore, remindAt }];
        }),
      );
      if (unique.size === 0) return [];
      return tx
        .insert(reminders)
        .values(
          [...unique.values()].map(({ minutesBefore, remindAt }) => ({
            userId,
            taskId,
            minutesBefore,
            remindAt: remindAt === null ? null : new Date(remindAt),
            timeZone,
            ...scheduleOf(taskId, minutesBefore, remindAt),
          })),
        )
        .returning();
    },

    /**
     * Gives the next occurrence `to` the reminders of `from`: those before the due date as they
     * are, those at a time of their own as far from the new due date as from the old one.
     */
    copy: async (from: string, to: string) => {
      await tx.execute(sql`
        insert into reminders (user_id, task_id, minutes_before, remind_at, time_zone, fire_at, done_at)
        select r.user_id, next.id, r.minutes_before, moved.remind_at, r.time_zone,
               reminder_fire_at(r.minutes_before, moved.remind_at, next.due_date),
               reminder_done_at(reminder_fire_at(r.minutes_before, moved.remind_at, next.due_date))
          from reminders r
          join tasks previous on previous.id = r.task_id
          join tasks next on next.id = ${to}
          cross join lateral (
            select r.remind_at + (next.due_date - previous.due_date) as remind_at
          ) moved
         where r.task_id = ${from}`);
    },
  };
}
