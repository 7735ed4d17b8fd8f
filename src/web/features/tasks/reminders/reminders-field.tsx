import { Bell, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import {
  describeReminderOffset,
  MAX_REMINDERS_PER_TASK,
  REMINDER_OFFSETS,
} from '../../../../shared/domain/reminders.ts';
import type { ReminderInput } from '../../../../shared/reminders.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { DUE_DATE_INPUT_BOUNDS, readDueDate } from '../../../lib/due-date.ts';
import { taskMessages } from '../messages.ts';
import { reminderKey, reminderWords } from './reminder-inputs.ts';

/** The choice of the Add reminder select that asks for a date and time. */
const AT_TIME = 'at';

export interface RemindersFieldProps {
  /** The reminders as they stand in the form; undefined while they load. */
  reminders: ReminderInput[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  /** The form has a due date, which offsets count back from. */
  hasDueDate: boolean;
  onChange: (reminders: ReminderInput[]) => void;
}

/** A time of its own, as typed, or why it cannot be one. */
function readRemindAt(value: string, taken: readonly ReminderInput[]) {
  const read = readDueDate(value);
  if ('error' in read) return { error: read.error };
  if (read.dueDate === null) return { error: taskMessages.remindAtEmpty };
  if (Date.parse(read.dueDate) <= Date.now()) return { error: taskMessages.remindAtPast };
  const reminder = { remindAt: read.dueDate };
  if (taken.some((other) => reminderKey(other) === reminderKey(reminder))) {
    return { error: taskMessages.reminderTaken };
  }
  return { reminder };
}

/**
 * The task's reminders, each with a button that removes it, and a way to add one: some time
 * before the due date, or at a date and time of its own. They are saved with the task.
 */
export default function RemindersField({
  reminders,
  loadFailed,
  onRetry,
  hasDueDate,
  onChange,
}: RemindersFieldProps) {
  const [choice, setChoice] = useState('');
  const [remindAt, setRemindAt] = useState('');
  const [error, setError] = useState<string | undefined>();

  if (reminders === undefined) {
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Reminders</legend>
        {loadFailed ? (
          <Notice tone="error">
            <span className="flex flex-wrap items-center gap-3">
              {taskMessages.remindersLoadFailed}
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Try again
              </Button>
            </span>
          </Notice>
        ) : (
          <p role="status" className="text-sm text-slate-600">
            {taskMessages.remindersLoading}
          </p>
        )}
      </fieldset>
    );
  }

  const taken = new Set(reminders.map(reminderKey));
  const offsets = hasDueDate
    ? REMINDER_OFFSETS.filter((minutes) => !taken.has(reminderKey({ minutesBefore: minutes })))
    : [];
  const choices = [...offsets.map(String), AT_TIME];
  // A choice the due date took away (it was cleared) falls back to the first one left.
  const chosen = choices.includes(choice) ? choice : (choices[0] ?? AT_TIME);
  const full = reminders.length >= MAX_REMINDERS_PER_TASK;

  function add() {
    if (chosen !== AT_TIME) {
      onChange([...(reminders ?? []), { minutesBefore: Number(chosen) }]);
      return;
    }
    const read = readRemindAt(remindAt, reminders ?? []);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    onChange([...(reminders ?? []), read.reminder]);
    setRemindAt('');
  }

  // Enter in the time adds it, rather than save the whole dialog without it.
  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">Reminders</legend>
      {reminders.length === 0 ? (
        <p className="text-sm text-slate-600">{taskMessages.noReminders}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {reminders.map((reminder) => {
            const words = reminderWords(reminder);
            return (
              <li
                key={reminderKey(reminder)}
                className="flex items-center gap-2 rounded-lg bg-slate-50 py-1 pr-1 pl-3 text-sm text-slate-800"
              >
                <Bell className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="min-w-0 flex-1">{words}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={taskMessages.removeReminder(words)}
                  icon={<X aria-hidden="true" />}
                  onClick={() => onChange(reminders.filter((other) => other !== reminder))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {/* Top-aligned, the Add button lowered by a label's height: an error under the time would
          otherwise push the select and the button out of line with the fields. */}
      <div className="flex flex-wrap items-start gap-3">
        <Select
          label="Add reminder"
          name="add-reminder"
          className="min-w-48 flex-1"
          value={chosen}
          disabled={full}
          onChange={(event) => {
            setChoice(event.target.value);
            setError(undefined);
          }}
        >
          {offsets.map((minutes) => (
            <option key={minutes} value={minutes}>
              {describeReminderOffset(minutes)}
            </option>
          ))}
          <option value={AT_TIME}>At a date and time…</option>
        </Select>
        {chosen === AT_TIME && !full && (
          <Input
            label="Remind at"
            name="remind-at"
            type="datetime-local"
            className="min-w-48 flex-1"
            {...DUE_DATE_INPUT_BOUNDS}
            value={remindAt}
            error={error}
            onKeyDown={addOnEnter}
            onChange={(event) => {
              setRemindAt(event.target.value);
              setError(undefined);
            }}
          />
        )}
        <Button
          variant="secondary"
          className="mt-6.5"
          disabled={full}
          icon={<Plus aria-hidden="true" />}
          onClick={add}
        >
          Add
        </Button>
      </div>
      {full && (
        <p className="text-sm text-slate-600">
          {taskMessages.remindersAtLimit(MAX_REMINDERS_PER_TASK)}
        </p>
      )}
      {!hasDueDate && <p className="text-sm text-slate-600">{taskMessages.reminderNeedsDueDate}</p>}
    </fieldset>
  );
}
