import { DUE_DATE_YEARS, isAllowedDueInstant } from './domain/due-date.ts';
import { isReminderOffset, MAX_REMINDERS_PER_TASK, REMINDER_OFFSETS } from './domain/reminders.ts';
import { z } from './zod.ts';

const OFFSETS_TEXT = REMINDER_OFFSETS.join(', ');

const minutesBefore = z
  .int(`minutesBefore must be one of ${OFFSETS_TEXT}`)
  .check(z.refine(isReminderOffset, `minutesBefore must be one of ${OFFSETS_TEXT}`));

const remindAt = z.iso
  .datetime({ offset: true, error: 'remindAt must be an ISO date-time' })
  .check(
    z.refine(
      (value) => isAllowedDueInstant(new Date(value)),
      `remindAt must be in the years ${DUE_DATE_YEARS.earliest} to ${DUE_DATE_YEARS.latest}`,
    ),
  );

/** One reminder as the client sets it: some minutes before the due time, or a time of its own. */
export const reminderInputSchema = z.union([
  z.strictObject({ minutesBefore }),
  z.strictObject({ remindAt }),
]);
export type ReminderInput = z.infer<typeof reminderInputSchema>;

/** PUT /api/tasks/:id/reminders: the task's whole set of reminders, which replaces the one before. */
export const putRemindersSchema = z.strictObject({
  reminders: z
    .array(reminderInputSchema)
    .check(
      z.maxLength(
        MAX_REMINDERS_PER_TASK,
        `A task has at most ${MAX_REMINDERS_PER_TASK} reminders.`,
      ),
    ),
});
export type PutReminders = z.infer<typeof putRemindersSchema>;

export const reminderSchema = z.object({
  id: z.uuid(),
  minutesBefore: z.nullable(z.int()),
  remindAt: z.nullable(z.iso.datetime({ offset: true })),
  /** When it goes off for the task's current due date; null while that has no due date. */
  fireAt: z.nullable(z.iso.datetime({ offset: true })),
  /** It went off (or its time passed) for the current due date. */
  done: z.boolean(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** GET and PUT /api/tasks/:id/reminders */
export const remindersSchema = z.object({ reminders: z.array(reminderSchema) });

/** GET /api/push/key: the server's VAPID public key, for `pushManager.subscribe`. */
export const pushKeySchema = z.object({ publicKey: z.string() });

const base64url = (name: string, maxLength: number) =>
  z
    .string(`${name} must be a base64url text`)
    .check(
      z.regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be a base64url text`),
      z.maxLength(maxLength, `${name} is at most ${maxLength} characters long`),
    );

export const PUSH_ENDPOINT_MAX_LENGTH = 2000;

/**
 * POST /api/push/subscriptions: a browser's push subscription (`PushSubscription.toJSON()`), and
 * the device's time zone, in which its notifications tell times.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string('endpoint must be the push subscription URL')
    .check(
      z.maxLength(PUSH_ENDPOINT_MAX_LENGTH, 'endpoint is too long to be a push subscription URL'),
    ),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: this device no longer wants pushes. */
export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z.string('endpoint must be the push subscription URL'),
});

/** What a push carries; the service worker shows it as it is and opens `url` on a click. */
export const pushMessageSchema = z.object({
  kind: z.enum(['reminder', 'timer']),
  title: z.string(),
  body: z.string(),
  /** The same tag on two pushes shows one notification: a repeat never shows twice. */
  tag: z.string(),
  url: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** REMINDER_EVENTS.due (realtime-events.ts): a reminder went off. */
export const reminderDueEventSchema = z.object({
  taskId: z.uuid(),
  title: z.string(),
  dueDate: z.nullable(z.iso.datetime({ offset: true })),
});
export type ReminderDueEvent = z.infer<typeof reminderDueEventSchema>;

/** Where a notification about a task takes its reader: My Tasks with the task open. */
export const taskLink = (taskId: string) => `/my-tasks?task=${encodeURIComponent(taskId)}`;
