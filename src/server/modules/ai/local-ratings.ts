import { countText } from '../../../shared/domain/count-text.ts';
import { dateKeyOf, daysBetween, localDateKey } from '../../../shared/domain/local-date.ts';
import type { Priority } from '../../../shared/domain/priority.ts';
import type { EnrichmentInput } from './ai.service.ts';

const URGENT_WORDS = /\b(urgent|asap|immediately|today|tonight|deadline|overdue|now)\b/i;
const IMPORTANT_WORDS =
  /\b(critical|important|launch|release|exam|interview|client|contract|tax|bug|fix|outage)\b/i;

export type Level = 'Low' | 'Medium' | 'High';

/**
 * Calendar days from the user's today to the due day, in their zone: 0 due today, 1 tomorrow,
 * negative when overdue; null without a due date. Days, not hours: a report due tomorrow
 * afternoon is due tomorrow whatever the time now.
 */
export function daysUntilDue(task: EnrichmentInput, now: Date): number | null {
  const due = dateKeyOf(task.dueDate, task.timeZone);
  return due === null ? null : daysBetween(localDateKey(now, task.timeZone), due);
}

/**
 * High: flagged urgent, overdue, or due today or tomorrow. Medium: due within three days, or
 * worded as pressing. Low otherwise.
 */
export function urgencyOf(task: EnrichmentInput, now: Date): Level {
  if (task.isUrgent) return 'High';
  const days = daysUntilDue(task, now);
  if (days !== null && days <= 1) return 'High';
  if (days !== null && days <= 3) return 'Medium';
  return URGENT_WORDS.test(`${task.title} ${task.description ?? ''}`) ? 'Medium' : 'Low';
}

export function importanceOf(task: EnrichmentInput): boolean {
  return task.isImportant || IMPORTANT_WORDS.test(`${task.title} ${task.description ?? ''}`);
}

/** High: important and pressing. Medium: important, or urgent. Low: neither. */
export function priorityOf(important: boolean, urgency: Level, minutes: number): Priority {
  if (important && urgency !== 'Low') return 'High';
  if (important || urgency === 'High') return 'Medium';
  // A long task due within a few days tends to slip: give it a nudge.
  return minutes >= 120 && urgency === 'Medium' ? 'Medium' : 'Low';
}

/** 'overdue', 'due today', 'due tomorrow', 'due in 3 days', 'no due date'. */
export function dueText(task: EnrichmentInput, now: Date): string {
  const days = daysUntilDue(task, now);
  if (days === null) return 'no due date';
  if (task.dueDate && task.dueDate.getTime() < now.getTime()) return 'overdue';
  if (days <= 0) return 'due today';
  if (days === 1) return 'due tomorrow';
  return `due in ${countText(days, 'day')}`;
}
