import type { ProjectColor } from '../../shared/domain/projects.ts';

/** How each project and label colour looks: a dot's fill (the text beside it stays slate). */
export const PROJECT_DOT_CLASSES: Record<ProjectColor, string> = {
  slate: 'bg-slate-500',
  red: 'bg-red-500',
  orange: 'bg-orange-500',
  amber: 'bg-amber-500',
  green: 'bg-green-500',
  teal: 'bg-teal-500',
  blue: 'bg-blue-500',
  indigo: 'bg-indigo-500',
  violet: 'bg-violet-500',
  pink: 'bg-pink-500',
};

/** The same dot drawn before a text (a row's project name), so it takes no element of its own. */
export const PROJECT_DOT_BEFORE_CLASSES: Record<ProjectColor, string> = {
  slate: 'before:bg-slate-500',
  red: 'before:bg-red-500',
  orange: 'before:bg-orange-500',
  amber: 'before:bg-amber-500',
  green: 'before:bg-green-500',
  teal: 'before:bg-teal-500',
  blue: 'before:bg-blue-500',
  indigo: 'before:bg-indigo-500',
  violet: 'before:bg-violet-500',
  pink: 'before:bg-pink-500',
};

/** A colour's name as people say it. */
export const PROJECT_COLOR_NAMES: Record<ProjectColor, string> = {
  slate: 'Slate',
  red: 'Red',
  orange: 'Orange',
  amber: 'Amber',
  green: 'Green',
  teal: 'Teal',
  blue: 'Blue',
  indigo: 'Indigo',
  violet: 'Violet',
  pink: 'Pink',
};
