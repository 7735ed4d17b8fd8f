import type { Priority } from './priority.ts';

export const EISENHOWER_TAGS = ['Do First', 'Schedule', 'Delegate', 'Eliminate'] as const;
export type EisenhowerTag = (typeof EISENHOWER_TAGS)[number];

export interface EisenhowerFlags {
  isImportant: boolean;
  isUrgent: boolean;
}

/** A task's Important and Urgent flags as stored: both null until the user sets them. */
export interface UserFlags {
  isImportant: boolean | null;
  isUrgent: boolean | null;
}

/** The Eisenhower matrix quadrant of a pair of Important and Urgent flags. */
export function eisenhowerTag(flags: EisenhowerFlags): EisenhowerTag {
  if (flags.isImportant) return flags.isUrgent ? 'Do First' : 'Schedule';
  return flags.isUrgent ? 'Delegate' : 'Eliminate';
}

/** The user's own flags, or null while they have not set them. */
export function userFlags(task: UserFlags): EisenhowerFlags | null {
  if (task.isImportant === null || task.isUrgent === null) return null;
  return { isImportant: task.isImportant, isUrgent: task.isUrgent };
}

export interface AiRatings {
  aiPredictedPriority: Priority | null;
  aiPredictedUrgency: string | null;
}

/**
 * The flags the AI's ratings stand for, or null before it has rated the task: important when it
 * gives the task a Medium or High priority, urgent when it rates the urgency High. A task the AI
 * finds important but not pressing is told to be scheduled, one short of time to start now, and
 * those are the quadrants these flags name.
 */
export function aiFlags(task: AiRatings): EisenhowerFlags | null {
  if (task.aiPredictedPriority === null || task.aiPredictedUrgency === null) return null;
  return {
    isImportant: task.aiPredictedPriority !== 'Low',
    isUrgent: task.aiPredictedUrgency === 'High',
  };
}

export interface EisenhowerView {
  tag: EisenhowerTag;
  flags: EisenhowerFlags;
  /** Whose judgement the tag shows: the user's flags, or the AI's ratings until they set them. */
  source: 'user' | 'ai';
}

/**
 * The task's Eisenhower tag: from the user's flags once they set them, from the AI's urgency
 * and priority until then, and none while neither has said anything.
 */
export function taskEisenhower(task: UserFlags & AiRatings): EisenhowerView | null {
  const own = userFlags(task);
  if (own) return { tag: eisenhowerTag(own), flags: own, source: 'user' };
  const rated = aiFlags(task);
  return rated ? { tag: eisenhowerTag(rated), flags: rated, source: 'ai' } : null;
}

/**
 * The flags after a create or an edit that names either of them, or null when it names neither
 * (the flags stay as they are). Setting one makes both the user's: the other keeps its value, or
 * is false when it had none.
 */
export function flagsAfterChange(
  current: UserFlags,
  changes: { isImportant?: boolean; isUrgent?: boolean },
): EisenhowerFlags | null {
  if (changes.isImportant === undefined && changes.isUrgent === undefined) return null;
  return {
    isImportant: changes.isImportant ?? current.isImportant ?? false,
    isUrgent: changes.isUrgent ?? current.isUrgent ?? false,
  };
}
