/** Projects one user may have: a side bar longer than this is no longer a plan. */
export const MAX_PROJECTS_PER_USER = 100;
/** Labels one user may have. */
export const MAX_LABELS_PER_USER = 500;
/** Labels one task may carry. */
export const MAX_LABELS_PER_TASK = 10;

export const PROJECT_NAME_MAX_LENGTH = 60;
export const LABEL_NAME_MAX_LENGTH = 40;

/** The colours a project or a label may have, by name: each theme says how it looks. */
export const PROJECT_COLORS = [
  'slate',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'indigo',
  'violet',
  'pink',
] as const;
export type ProjectColor = (typeof PROJECT_COLORS)[number];
export const DEFAULT_PROJECT_COLOR: ProjectColor = 'blue';
export const DEFAULT_LABEL_COLOR: ProjectColor = 'slate';

/** Where a task without a project is: not a project of its own, and never deleted. */
export const INBOX_NAME = 'Inbox';

/**
 * A label is one word (letters, digits, '-' and '_'), so '@deep' in quick add ends where the word
 * does; a project name may have spaces.
 */
export const LABEL_NAME_PATTERN = /^[\p{L}\p{N}_-]+$/u;

/** A name as it is kept: trimmed, with its inner runs of spaces made one. */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Two names are the same project or label whatever their case: 'Work' is 'work'. */
export function nameKey(name: string): string {
  return tidyName(name).toLocaleLowerCase('en');
}

/** What to do with a project's tasks when it is deleted. */
export const PROJECT_DELETE_MODES = ['inbox', 'delete'] as const;
export type ProjectDeleteMode = (typeof PROJECT_DELETE_MODES)[number];
