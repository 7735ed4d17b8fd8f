import type { Priority } from '../../../shared/domain/priority.ts';
import type { AiEngine, EnrichmentInput, EnrichmentResult } from './ai.service.ts';

const HOUR = 60 * 60 * 1000;
const URGENT_WORDS = /\b(urgent|asap|immediately|today|tonight|deadline|overdue|now)\b/i;
const IMPORTANT_WORDS =
  /\b(critical|important|launch|release|exam|interview|client|contract|tax|bug|fix|outage)\b/i;

type Level = 'Low' | 'Medium' | 'High';

function urgencyOf(task: EnrichmentInput, now: Date): Level {
  if (task.isUrgent) return 'High';
  const text = `${task.title} ${task.description ?? ''}`;
  if (task.dueDate) {
    const hoursLeft = (task.dueDate.getTime() - now.getTime()) / HOUR;
    if (hoursLeft <= 24) return 'High';
    if (hoursLeft <= 72) return 'Medium';
  }
  return URGENT_WORDS.test(text) ? 'Medium' : 'Low';
}

function importanceOf(task: EnrichmentInput): boolean {
  return task.isImportant || IMPORTANT_WORDS.test(`${task.title} ${task.description ?? ''}`);
}

function priorityOf(important: boolean, urgency: Level, minutes: number): Priority {
  if (important && urgency !== 'Low') return 'High';
  if (important || urgency === 'High') return 'Medium';
  // A long task left without a date tends to slip: give it a nudge.
  return minutes >= 120 && urgency === 'Medium' ? 'Medium' : 'Low';
}

function dueText(dueDate: Date | null, now: Date): string {
  if (!dueDate) return 'no due date';
  const hoursLeft = (dueDate.getTime() - now.getTime()) / HOUR;
  if (hoursLeft < 0) return 'overdue';
  if (hoursLeft <= 24) return 'due within a day';
  return `due in ${Math.round(hoursLeft / 24)} days`;
}

function insightOf(task: EnrichmentInput, urgency: Level, important: boolean): string {
  const sessions = `${task.sessionCount} focus session${task.sessionCount === 1 ? '' : 's'}`;
  if (urgency === 'High' && important) {
    return `Do this first: block ${sessions} today, before anything else.`;
  }
  if (urgency === 'High') {
    return `Time is short: start the first of ${sessions} now and keep interruptions away.`;
  }
  if (important) {
    return `Important but not pressing: schedule ${sessions} in your most focused hours.`;
  }
  if (task.sessionCount >= 4) {
    return `A long task: spread ${sessions} over several days and take the long breaks.`;
  }
  return `A light task: ${sessions} between bigger ones keeps momentum.`;
}

/**
 * Pomopal's built-in engine: deterministic rules over the task's flags, due date, words and
 * length, so every installation gets useful suggestions with no external service.
 */
export function createLocalEngine(now: () => Date = () => new Date()): AiEngine {
  return {
    enrich: async (task): Promise<EnrichmentResult> => {
      const at = now();
      const urgency = urgencyOf(task, at);
      const important = importanceOf(task);
      const summary = `${task.title.trim()}: ${task.minutes} min in ${task.sessionCount} session${
        task.sessionCount === 1 ? '' : 's'
      }, ${dueText(task.dueDate, at)}.`;
      return {
        aiPredictedPriority: priorityOf(important, urgency, task.minutes),
        aiPredictedUrgency: urgency,
        aiTaskSummary: summary,
        aiInsights: insightOf(task, urgency, important),
      };
    },
  };
}
