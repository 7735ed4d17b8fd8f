import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_PUSH_DEVICES } from '../../../shared/domain/reminders.ts';
import type { PushSubscriptionBody } from '../../../shared/reminders.schemas.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from './push-subscriptions.table.ts';
import { timerAlarms } from './timer-alarms.table.ts';

export type TimerAlarm = typeof timerAlarms.$inferSelect;

export function createNotificationsRepository({ db }: { db: Database }) {
  return {
    /**
     * Keeps the browser's subscription for the user (a browser used by another user before is
     * theirs from now on), and drops the user's oldest ones past MAX_PUSH_DEVICES.
     */
    saveSubscription: (userId: string, body: PushSubscriptionBody, timeZone: string) =>
      db.transaction(async (tx) => {
        const values = {
          userId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          timeZone,
        };
        await tx
          .insert(pushSubscriptions)
          .values(values)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { ...values, createdAt: new Date() },
          });
        await tx.execute(sql`
          delete from ${pushSubscriptions} where ${pushSubscriptions.id} in (
            select id from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}
            order by ${pushSubscriptions.createdAt} desc offset ${MAX_PUSH_DEVICES})`);
      }),

    removeSubscription: async (userId: string, endpoint: string) => {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** The push service said the subscription is gone: whoever's it was. */
    removeGone: async (endpoint: string) => {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    subscriptionsOf: (userIds: string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),

    setAlarm: async (alarm: Omit<TimerAlarm, 'claimedBy'>) => {
      await db
        .insert(timerAlarms)
        .values(alarm)
        .onConflictDoUpdate({ target: timerAlarms.userId, set: { ...alarm, claimedBy: null } });
    },

    clearAlarm: async (userId: string, subjectId: string) => {
      await db
        .delete(timerAlarms)
        .where(and(eq(timerAlarms.userId, userId), eq(timerAlarms.subjectId, subjectId)));
    },

    /**
     * Takes the alarm for the job `jobId` if it is still the one the job was queued for (the
     * timer was not paused, finished or started again meanwhile). A retry of the same job takes
     * it again, so an alarm whose server died mid-push is still pushed.
     */
    claimAlarm: async (userId: string, subjectId: string, endsAt: Date, jobId: string) => {
      const [alarm] = await db
        .update(timerAlarms)
        .set({ claimedBy: jobId })
        .where(
          and(
            eq(timerAlarms.userId, userId),
            eq(timerAlarms.subjectId, subjectId),
            eq(timerAlarms.endsAt, endsAt),
            sql`(${timerAlarms.claimedBy} is null or ${timerAlarms.claimedBy} = ${jobId})`,
          ),
        )
        .returning();
      return alarm ?? null;
    },

    finishAlarm: async (userId: string, jobId: string) => {
      await db
        .delete(timerAlarms)
        .where(and(eq(timerAlarms.userId, userId), eq(timerAlarms.claimedBy, jobId)));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
