import { countText } from '../../../shared/domain/count-text.ts';
import type { AiEngine, EnrichmentInput, EnrichmentResult } from './ai.service.ts';
import { dueText, importanceOf, type Level, priorityOf, urgencyOf } from './local-ratings.ts';
import { dailyTip, weeklyReflection } from './local-summaries.ts';

function insightOf(task: EnrichmentInput, urgency: Level, important: boolean): string {
  const sessions = countText(task.sessionCount, 'focus session');
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
      const summary = `${title}: ${task.minutes} min in ${countText(task.sessionCount, 'session')}, ${dueText(task, at)}.`;
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
