import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { REMINDER_STALE_AFTER_MINUTES, reminderText } from '../../../shared/domain/reminders.ts';
import { REMINDER_EVENTS } from '../../../shared/realtime-events.ts';
import { taskLink } from '../../../shared/reminders.schemas.ts';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import { scheduleRecurring } from '../../lib/recurring-job.ts';
import { composeMail } from '../mail/mail.service.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';

/** How often a server looks for reminders whose time has come: they go off within this. */
const SWEEP_EVERY_SECONDS = 5;
/** Reminders one sending job takes: a burst is spread over every server's workers. */
const BATCH_SIZE = 100;
/** How long a batch holds its reminders; past this, a batch that died is sent again. */
const CLAIM_SECONDS = 120;
/** A reminder whose batches kept failing is given up after this many. */
const MAX_ATTEMPTS = 5;

const dueRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  task_id: z.string(),
  time_zone: z.string(),
  title: z.string(),
  due_date: z.union([z.date(), z.string()]).nullable(),
});

export interface ReminderDispatchDeps {
  db: Database;
  jobs: JobRunner;
  deliver: NotificationsService['deliver'];
  appUrl: string;
  sweepEverySeconds?: number;
}

/**
 * Sends reminders when their time comes, through the job runner: a recurring sweep claims the
 * due reminders in batches (a claim token and a time it holds them until) and queues a job per
 * batch, which any server may run. A batch marks each reminder done once its notices are out, so
 * a reminder goes out once with any number of servers; a batch whose server died is retried and
 * sends what it had not marked. Completed and deleted tasks' reminders are not taken, and a due
 * date that moves gives its reminders a new time (the database trigger), so edits need no
 * cancelling here.
 */
export function scheduleReminderDispatch(deps: ReminderDispatchDeps) {
  const { db } = deps;

  const claimBatch = async (token: string) => {
    const { rows } = await db.execute(sql`
      update reminders set claim_token = ${token}::uuid,
             claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}),
             attempts = attempts + 1
       where id in (
         select r.id from reminders r join tasks t on t.id = r.task_id
          where r.done_at is null and r.fire_at <= now()
            and r.fire_at > now() - make_interval(mins => ${REMINDER_STALE_AFTER_MINUTES})
            and (r.claimed_until is null or r.claimed_until < now())
            and r.attempts < ${MAX_ATTEMPTS}
            and not t.completed and t.deleted_at is null
          order by r.fire_at limit ${BATCH_SIZE}
          for update of r skip locked)
      returning id`);
    return rows.length;
  };

  /** Reminders that will never go off (too late, or given up) wait no more. */
  const dropStale = () =>
    db.execute(sql`
      update reminders set done_at = now()
       where done_at is null and fire_at <= now()
         and (fire_at <= now() - make_interval(mins => ${REMINDER_STALE_AFTER_MINUTES})
              or (attempts >= ${MAX_ATTEMPTS} and claimed_until < now()))`);

  const notice = (row: z.infer<typeof dueRowSchema>): Notice => {
    const dueDate = row.due_date === null ? null : new Date(row.due_date);
    const task = { title: row.title, dueDate };
    const link = taskLink(row.task_id);
    return {
      userId: row.user_id,
      channel: 'reminder',
      push: (timeZone) => ({
        kind: 'reminder',
        ...reminderText(task, timeZone),
        tag: `reminder-${row.id}`,
        url: link,
      }),
      topic: row.id.replaceAll('-', ''),
      inApp: {
        event: REMINDER_EVENTS.due,
        payload: { taskId: row.task_id, title: row.title, dueDate: dueDate?.toISOString() ?? null },
      },
      mail: () => {
        const text = reminderText(task, row.time_zone);
        return composeMail({
          appUrl: deps.appUrl,
          subject: `Reminder: ${row.title}`,
          greeting: 'Hello,',
          lines: [`${text.title}: ${text.body}.`],
          action: 'Open the task',
          link: `${deps.appUrl}${link}`,
          footer: 'You get these mails because e-mail reminders are on in your Pomopal settings.',
        });
      },
    };
  };

  const batches = deps.jobs.define<{ token: string }>({
    name: 'tasks.reminder_batch',
    retryLimit: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 90,
    concurrency: 4,
    handle: async ({ token }) => {
      const { rows } = await db.execute(sql`
        select r.id, r.user_id, r.task_id, r.time_zone, t.title, t.due_date
          from reminders r join tasks t on t.id = r.task_id
         where r.claim_token = ${token}::uuid and r.done_at is null`);
      const due = z.array(dueRowSchema).parse(rows);
      await deps.deliver(due.map(notice));
      await db.execute(sql`
        update reminders set done_at = now()
         where claim_token = ${token}::uuid and done_at is null`);
    },
  });

  return scheduleRecurring(deps.jobs, {
    name: 'tasks.reminder_sweep',
    everySeconds: deps.sweepEverySeconds ?? SWEEP_EVERY_SECONDS,
    firstAfterSeconds: 1,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    quiet: true,
    run: async () => {
      await dropStale();
      for (;;) {
        const token = randomUUID();
        if ((await claimBatch(token)) === 0) return;
        await batches.send({ token }, token);
      }
    },
  });
}
