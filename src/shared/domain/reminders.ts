/**
 * How long before a task's due time a reminder may go off, in minutes: at the due time, 5, 15
 * and 30 minutes, an hour and a day before. Anything else is refused, so every device shows the
 * same short list.
 */
export const REMINDER_OFFSETS = [0, 5, 15, 30, 60, 1440] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

/** Reminders one task may have at once. */
export const MAX_REMINDERS_PER_TASK = 5;

/**
 * Devices (browser push subscriptions) one user may have at once: a new one past this replaces
 * the one that was added longest ago, so a person who reinstalls browsers is never stuck.
 */
export const MAX_PUSH_DEVICES = 10;

/** A reminder whose time passed this long ago unsent (a long outage) is dropped, not sent late. */
export const REMINDER_STALE_AFTER_MINUTES = 24 * 60;

export function isReminderOffset(minutes: number): minutes is ReminderOffset {
  return (REMINDER_OFFSETS as readonly number[]).includes(minutes);
}

/** 'At the due time', '15 minutes before', '1 hour before', '1 day before'. */
export function describeReminderOffset(minutes: ReminderOffset): string {
  if (minutes === 0) return 'At the due time';
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} before`;

/** What a reminder says: the task's title, and when it is due in the reader's time zone. */
export function reminderText(
  task: { title: string; dueDate: Date | null },
  timeZone: string,
): { title: string; body: string } {
  if (task.dueDate === null) return { title: task.title, body: 'Reminder' };
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(task.dueDate);
  return { title: task.title, body: `Due ${when}` };
}
