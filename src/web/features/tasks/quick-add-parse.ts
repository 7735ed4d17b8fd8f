import type { RepeatRule } from '../../../shared/domain/repeat-rule.ts';

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
  };
}
