import {
  enrichmentAnswerSchema,
  insightSummaryAnswerSchema,
  sessionNamesAnswerSchema,
} from '../../../shared/ai.schemas.ts';
import { localDateKey } from '../../../shared/domain/local-date.ts';
import type { z } from '../../../shared/zod.ts';
import type { EnrichmentInput, InsightSummaryInput } from './ai.service.ts';

/**
 * One question to a model: what it is told, what it is given, and the schema its JSON answer
 * must match. `name` names the schema in the request; the user message is JSON so that the
 * model is sent the task's own fields and nothing else.
 */
export interface Prompt<Answer> {
  name: string;
  system: string;
  user: string;
  schema: z.ZodMiniType<Answer>;
}

const ROLE =
  'You help one person plan their work in 25-minute Pomodoro focus sessions. ' +
  'Answer with one JSON object only, no other text.';

/** '2026-11-25 14:00 (Wednesday)': an instant as the user's own clock shows it. */
function localTime(at: Date, timeZone: string, withTime: boolean): string {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${localDateKey(at, timeZone)}${withTime ? ` ${time}` : ''} (${weekday})`;
}

/** The task as the model sees it: its own fields and the user's local day. */
function taskFacts(task: EnrichmentInput, now: Date) {
  return {
    today: localTime(now, task.timeZone, false),
    title: task.title,
    description: task.description ?? '',
    dueDate: task.dueDate ? localTime(task.dueDate, task.timeZone, true) : null,
    estimatedMinutes: task.minutes,
    focusSessions: task.sessionCount,
    markedImportant: task.isImportant,
    markedUrgent: task.isUrgent,
    project: task.project ?? 'Inbox (no project)',
    labels: task.labels,
  };
}

export function enrichmentPrompt(
  task: EnrichmentInput,
  now: Date,
): Prompt<z.infer<typeof enrichmentAnswerSchema>> {
  return {
    name: 'task_enrichment',
    system: [
      ROLE,
      'You are given one task. Rate it and give advice:',
      '- priority: how much the task matters: High, Medium or Low.',
      '- urgency: how soon it must be done, from its due date against today: High, Medium or Low.',
      '- summary: at most 20 words that say something the title does not (the goal, the first ' +
        'step or what is delivered). Do not repeat the title.',
      '- insight: one concrete sentence of advice on working on this task in focus sessions.',
    ].join('\n'),
    user: JSON.stringify(taskFacts(task, now)),
    schema: enrichmentAnswerSchema,
  };
}

export function sessionNamesPrompt(
  task: EnrichmentInput,
  now: Date,
): Prompt<z.infer<typeof sessionNamesAnswerSchema>> {
  return {
    name: 'session_names',
    system: [
      ROLE,
      `You are given one task planned as ${task.sessionCount} focus sessions.`,
      `- names: exactly ${task.sessionCount} names, one per session in order, each a concrete ` +
        'step of the task in at most 6 words (such as "Outline the report", "Draft section 1").',
    ].join('\n'),
    user: JSON.stringify(taskFacts(task, now)),
    schema: sessionNamesAnswerSchema,
  };
}

export function insightSummaryPrompt(
  input: InsightSummaryInput,
): Prompt<z.infer<typeof insightSummaryAnswerSchema>> {
  const daily = input.type === 'daily';
  return {
    name: 'insight_summary',
    system: [
      ROLE,
      "You are given the person's focus figures for the last seven days, today last: per day " +
        'the tasks added and completed, pomodoros, short and long breaks, and focus minutes.',
      daily
        ? "- summary: today's tip in 2 or 3 sentences: what today holds so far, then the one " +
          'piece of advice that matters most.'
        : "- summary: the week's reflection in 3 to 5 sentences: totals, the best day, the " +
          'trend, breaks, and, from the estimates per Eisenhower quadrant (minutes estimated ' +
          'against focus minutes spent), where estimates slip most.',
      'Speak to the person as "you". Use only the figures given. Never mention plans, prices, ' +
        'subscriptions or upgrading.',
    ].join('\n'),
    user: JSON.stringify({
      today: input.today,
      days: input.days,
      ...(daily ? {} : { estimates: input.estimates }),
    }),
    schema: insightSummaryAnswerSchema,
  };
}
