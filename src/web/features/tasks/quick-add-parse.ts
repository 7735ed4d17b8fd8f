import type { Priority } from '../../../shared/domain/priority.ts';
import type { RepeatRule } from '../../../shared/domain/repeat-rule.ts';

/** A project or label quick add read: one the user has (its id), or a new one (null) to create. */
export interface NamedPlace {
  id: string | null;
  name: string;
}

/** What quick add read from a line such as 'Write report tomorrow 3pm 50m'. */
export interface QuickAddParse {
  title: string;
  /** The due moment, or null when the line names none (or it is ignored). */
  dueDate: Date | null;
  /** The words that gave the due date, as typed ('tomorrow 3pm'). */
  dueText: string | null;
  minutes: number | null;
  /** The words that gave the duration, as typed ('50m'). */
  durationText: string | null;
  /** How the task repeats ('every monday'); its due date is then the first occurrence. */
  repeat: RepeatRule | null;
  /** The words that gave the repeat, as typed. */
  repeatText: string | null;
  /** The repeat in words, as the preview says it ('Every Monday'). */
  repeatWords: string | null;
  /** '#work': the project, or null (the page's project, else the Inbox). */
  project: NamedPlace | null;
  /** The words that gave the project, as typed ('#work'). */
  projectText: string | null;
  /** '@deep': the labels, in the order typed, each once. */
  labels: NamedPlace[];
  /** '!high', '!1', 'p1': the user's own priority. */
  priority: Priority | null;
  /** The words that gave the priority, as typed. */
  priorityText: string | null;
}

/** A line read as typed: all of it is the title (trimmed), and nothing else was read. */
export function asTyped(input: string): QuickAddParse {
  return {
    title: input.trim(),
    dueDate: null,
    dueText: null,
    minutes: null,
    durationText: null,
    repeat: null,
    repeatText: null,
    repeatWords: null,
    project: null,
    projectText: null,
    labels: [],
    priority: null,
    priorityText: null,
  };
}
