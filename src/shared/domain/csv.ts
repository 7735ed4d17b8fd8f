import { type DateInput, dateKeyOf, localDateKey } from './local-date.ts';

export const CSV_PRO_ONLY = 'Downloading tasks is a Pro feature. Please upgrade your subscription.';
export const NO_TASKS_TO_EXPORT = 'No tasks to export.';

export const CSV_HEADER = [
  'Task Title',
  'Description',
  'Due Date',
  'Completed',
  'Pomodoro Sessions',
  'Project',
  'Labels',
] as const;

export interface CsvTask {
  title: string;
  description: string | null | undefined;
  dueDate: DateInput | null | undefined;
  completed: boolean;
  /** How many Pomodoro sessions the task has. */
  sessionCount: number;
  /** Its project's name; the Inbox's for a task in none. */
  project: string;
  labels: readonly string[];
}

// Spreadsheets run a cell starting with one of these as a formula (OWASP "CSV Injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula-neutralised with a leading quote, then quoted per RFC 4180 when needed. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The export file's text; due dates are local days in `timeZone`, 'YYYY-MM-DD' or empty. */
export function tasksToCsv(tasks: readonly CsvTask[], timeZone = 'UTC'): string {
  const rows = tasks.map((task) => [
    task.title,
    task.description ?? '',
    dateKeyOf(task.dueDate, timeZone) ?? '',
    task.completed ? 'Yes' : 'No',
    String(task.sessionCount),
    task.project,
    task.labels.join(', '),
  ]);
  return [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

// Enough for any real username; keeps the whole name well under file-system limits.
const MAX_FILENAME_USER_LENGTH = 64;

/**
 * pomodoro_tasks_{username or export}_{YYYY-MM-DD}.csv. The username keeps ASCII letters, digits,
 * '.', '_' and '-' (others become '_') so the name is safe on every file system and in a
 * Content-Disposition header.
 */
export function csvFilename(
  username: string | null | undefined,
  date: Date,
  timeZone = 'UTC',
): string {
  const trimmed = (username ?? '').trim().slice(0, MAX_FILENAME_USER_LENGTH);
  const user = trimmed === '' ? 'export' : trimmed.replace(/[^A-Za-z0-9._-]/g, '_');
  return `pomodoro_tasks_${user}_${localDateKey(date, timeZone)}.csv`;
}
