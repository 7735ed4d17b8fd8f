import { PRIORITIES } from './domain/priority.ts';
import { sessionNameSchema } from './tasks.schemas.ts';
import { z } from './zod.ts';

/** The task summary a model writes: about 20 words are asked for; far more is not a summary. */
export const AI_TASK_SUMMARY_MAX_WORDS = 40;
export const AI_INSIGHT_MAX_LENGTH = 400;
export const AI_INSIGHT_SUMMARY_MAX_LENGTH = 1_200;

const words = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;

const text = (maxLength: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(maxLength));

/** A model's answer for a task's AI fields. */
export const enrichmentAnswerSchema = z.object({
  priority: z.enum(PRIORITIES),
  urgency: z.enum(PRIORITIES),
  summary: z.string().check(
    z.trim(),
    z.minLength(1),
    z.refine((summary) => words(summary) <= AI_TASK_SUMMARY_MAX_WORDS, {
      message: `at most ${AI_TASK_SUMMARY_MAX_WORDS} words`,
    }),
  ),
  insight: text(AI_INSIGHT_MAX_LENGTH),
});

export type EnrichmentAnswer = z.infer<typeof enrichmentAnswerSchema>;

/** A model's names for a task's sessions, one per session in order. */
export const sessionNamesAnswerSchema = z.object({ names: z.array(sessionNameSchema) });

/** A model's daily tip or weekly reflection. */
export const insightSummaryAnswerSchema = z.object({
  summary: text(AI_INSIGHT_SUMMARY_MAX_LENGTH),
});
