import type { Priority } from '../../../shared/domain/priority.ts';
import type { AiEngine, EnrichmentInput, EnrichmentResult } from './ai.service.ts';
import { dailyTip, weeklyReflection } from './local-summaries.ts';

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

/** '1 focus session', '3 days': a count and its noun, singular for exactly one. */
function count(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

function dueText(dueDate: Date | null, now: Date): string {
  if (!dueDate) return 'no due date';
  const hoursLeft = (dueDate.getTime() - now.getTime()) / HOUR;
  if (hoursLeft < 0) return 'overdue';
  if (hoursLeft <= 24) return 'due within a day';
  return `due in ${count(Math.round(hoursLeft / 24), 'day')}`;
}

function insightOf(task: EnrichmentInput, urgency: Level, important: boolean): string {
  const sessions = count(task.sessionCount, 'focus session');
  if (urgency === 'High' && important) {
    return `Do this first: block ${sessions} today, before anything else.`;
  }
  if (urgency === 'High') {
    const first = task.sessionCount === 1 ? 'your focus session' : `the first of ${sessions}`;
    return `Time is short: start ${first} now and keep interruptions away.`;
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
 * length, and over the user's daily figures, so every installation gets useful suggestions with
 * no external service.
 */
export function createLocalEngine(now: () => Date = () => new Date()): AiEngine {
  return {
    enrich: async (task): Promise<EnrichmentResult> => {
      const at = now();
      const urgency = urgencyOf(task, at);
      const important = importanceOf(task);
      // A title's own closing stop or colon would double the summary's ('Call Bob.: 25 min').
      const title = task.title.trim().replace(/[\s.:;,]+$/, '') || task.title.trim();
      const summary = `${title}: ${task.minutes} min in ${count(task.sessionCount, 'session')}, ${dueText(task.dueDate, at)}.`;
      return {
        aiPredictedPriority: priorityOf(important, urgency, task.minutes),
        aiPredictedUrgency: urgency,
        aiTaskSummary: summary,
        aiInsights: insightOf(task, urgency, important),
      };
    },
    nameSessions: async (task) =>
      Array.from(
        { length: task.sessionCount },
        (_, index) => `Part ${index + 1} of ${task.sessionCount}`,
      ),
    summarize: async (input) =>
      input.type === 'daily' ? dailyTip(input) : weeklyReflection(input),
  };
}
