import { describeReminderOffset, isReminderOffset } from '../../../../shared/domain/reminders.ts';
import type { Reminder, ReminderInput } from '../../../../shared/reminders.schemas.ts';
import { formatDueDate } from '../../../lib/due-date.ts';

/** The saved reminders as the client sets them: an offset, or a time of their own. */
export function inputsOf(reminders: readonly Reminder[]): ReminderInput[] {
  return reminders.flatMap(({ minutesBefore, remindAt }): ReminderInput[] => {
    if (minutesBefore !== null) return [{ minutesBefore }];
    return remindAt !== null ? [{ remindAt }] : [];
  });
}

/** One text per reminder, the same for the same time however its offset is written. */
export function reminderKey(reminder: ReminderInput): string {
  return 'minutesBefore' in reminder
    ? `before:${reminder.minutesBefore}`
    : `at:${Date.parse(reminder.remindAt)}`;
}

/** Whether two sets hold the same reminders, in any order. */
export function sameReminders(a: readonly ReminderInput[], b: readonly ReminderInput[]): boolean {
  const keys = (list: readonly ReminderInput[]) => list.map(reminderKey).sort().join('|');
  return keys(a) === keys(b);
}

/** '15 minutes before', or the time of its own as due dates show ('Tomorrow, 9:30 AM'). */
export function reminderWords(reminder: ReminderInput): string {
  if ('remindAt' in reminder) return formatDueDate(reminder.remindAt);
  const minutes = reminder.minutesBefore;
  return isReminderOffset(minutes) ? describeReminderOffset(minutes) : `${minutes} minutes before`;
}
