import { isAllowedDueInstant } from '../../../shared/domain/due-date.ts';
import { nextOccurrence } from '../../../shared/domain/next-occurrence.ts';
import { repeatEndsBefore } from '../../../shared/domain/repeat-rule.ts';
import type { CreateTaskValues, UpdateTaskValues } from '../../../shared/tasks.schemas.ts';
import { ZONE_WHEN_UNNAMED } from '../../lib/request-time-zone.ts';
import { tasksErrors } from './tasks.errors.ts';
import type { TaskChanges, TaskRow } from './tasks.repository.ts';

/** The columns that say how a task repeats. */
export type RepeatColumns = Pick<
  TaskRow,
  'repeatRule' | 'repeatAfterCompletion' | 'repeatSeriesStart' | 'repeatTimeZone'
>;

type RepeatValues = NonNullable<CreateTaskValues['repeat']>;

const NO_REPEAT: RepeatColumns = {
  repeatRule: null,
  repeatAfterCompletion: false,
  repeatSeriesStart: null,
  repeatTimeZone: null,
};

/** A series that starts at `start`, refused when it has no start or ends before it. */
function series(repeat: RepeatValues, start: Date | null, timeZone: string): RepeatColumns {
  if (start === null) throw tasksErrors.repeatNeedsDueDate();
  if (repeatEndsBefore(repeat.rule, start, timeZone)) throw tasksErrors.repeatEndsBeforeStart();
  return {
    repeatRule: repeat.rule,
    repeatAfterCompletion: repeat.afterCompletion ?? false,
    repeatSeriesStart: start,
    repeatTimeZone: timeZone,
  };
}

/** How a new task repeats: its series starts at its due date, in the request's zone. */
export function repeatOfNewTask(
  repeat: CreateTaskValues['repeat'],
  dueDate: Date | null,
  timeZone: string | undefined,
): RepeatColumns {
  if (!repeat) return NO_REPEAT;
  return series(repeat, dueDate, timeZone ?? ZONE_WHEN_UNNAMED);
}

/**
 * The repeat columns an edit changes, decided from the task as it is. A new rule, or a new due
 * date of a repeating task, starts the series again at the due date (a rescheduled series
 * counts from where it now starts); null stops it. A repeating task keeps a due date.
 */
export function repeatChanges(
  current: TaskRow,
  values: Pick<UpdateTaskValues, 'repeat'>,
  dueDate: Date | null | undefined,
  timeZone: string | undefined,
): Partial<RepeatColumns> {
  const zone = timeZone ?? current.repeatTimeZone ?? ZONE_WHEN_UNNAMED;
  const due = dueDate === undefined ? current.dueDate : dueDate;
  if (values.repeat === null) return NO_REPEAT;
  if (values.repeat !== undefined) return series(values.repeat, due, zone);
  if (current.repeatRule === null || dueDate === undefined) return {};
  if (due?.getTime() === current.dueDate?.getTime()) return {};
  return series(
    { rule: current.repeatRule, afterCompletion: current.repeatAfterCompletion },
    due,
    zone,
  );
}

/**
 * The occurrence after `task`, completed (or skipped) at `completedAt`, when it repeats and its
 * rule has not ended.
 */
export function occurrenceAfter(task: TaskRow, completedAt: Date) {
  const { repeatRule, dueDate, repeatSeriesStart, repeatTimeZone } = task;
  if (repeatRule === null || !dueDate || !repeatSeriesStart || !repeatTimeZone) return null;
  const next = nextOccurrence({
    repeat: { rule: repeatRule, afterCompletion: task.repeatAfterCompletion },
    seriesStart: repeatSeriesStart,
    completedDue: dueDate,
    completedAt,
    timeZone: repeatTimeZone,
  });
  // A task's due date is a moment, so its occurrences are moments too; one past the years a
  // task may be due in ends the series.
  if (!next || !(next.due instanceof Date) || !(next.seriesStart instanceof Date)) return null;
  if (!isAllowedDueInstant(next.due)) return null;
  return { ...next, due: next.due, seriesStart: next.seriesStart };
}

/**
 * A skipped occurrence: the task moves on to its next date, or is refused when there is none.
 * An 'every!' rule counts from today, or from the due date while it is still to come, so a
 * skip never brings a task closer.
 */
export function skippedOccurrence(current: TaskRow, at: Date): TaskChanges {
  if (current.repeatRule === null) throw tasksErrors.notRepeating();
  if (current.completed) throw tasksErrors.skipCompleted();
  const from = current.dueDate && current.dueDate > at ? current.dueDate : at;
  const next = occurrenceAfter(current, from);
  if (!next) throw tasksErrors.repeatEnded();
  return { dueDate: next.due, repeatSeriesStart: next.seriesStart, repeatRule: next.repeat.rule };
}
