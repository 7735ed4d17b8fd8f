import type { FastifyBaseLogger } from 'fastify';
import { availableAiText } from '../../../shared/domain/ai-summary.ts';
import type { QuadrantEstimate } from '../../../shared/domain/estimate-slip.ts';
import type { DailyInsightRow } from '../../../shared/domain/insights.ts';
import type { DateKey } from '../../../shared/domain/local-date.ts';
import type { Priority } from '../../../shared/domain/priority.ts';
import type { AiSummaryType } from '../../../shared/insights.schemas.ts';
import { aiDuration, aiRequests } from '../../lib/metrics.ts';
import { AiModelError } from './ai-model-error.ts';

/** What an engine knows of a task when it enriches it. */
export interface EnrichmentInput {
  /** The user's IANA time zone, in which the task's due date and today are told. */
  timeZone: string;
  title: string;
  description: string | null;
  dueDate: Date | null;
  minutes: number;
  sessionCount: number;
  isImportant: boolean;
  isUrgent: boolean;
  /** The name of the project the task is in; null: the Inbox. */
  project: string | null;
  labels: readonly string[];
}

export interface EnrichmentResult {
  aiPredictedPriority: Priority;
  aiTaskSummary: string;
  aiPredictedUrgency: string;
  aiInsights: string;
}

/** What an engine knows when it writes a daily tip or a weekly reflection: the user's figures. */
export interface InsightSummaryInput {
  type: AiSummaryType;
  /** The user's local day. */
  today: DateKey;
  /** The last seven local days, oldest first, today last. */
  days: readonly DailyInsightRow[];
  /** For the weekly reflection: estimates against focus per quadrant; empty for the daily tip. */
  estimates: readonly QuadrantEstimate[];
}

/**
 * The AI module's service: fills a task's AI fields and writes the insights' tip and reflection,
 * with the local engine by default and a real model when configured.
 */
export interface AiEngine {
  enrich(task: EnrichmentInput): Promise<EnrichmentResult>;
  /** A name for each of the task's sessions, in order: one step of the work each. */
  nameSessions(task: EnrichmentInput): Promise<string[]>;
  /** Advice drawn from the figures alone; never a sales pitch, which the web would hide. */
  summarize(input: InsightSummaryInput): Promise<string>;
}

/** How an enrichment ended: the model's texts, or the rules' texts after the model failed. */
export interface TaskEnrichment {
  texts: EnrichmentResult;
  status: 'done' | 'failed';
}

export interface AiServiceDeps {
  /** The configured engine: a model, or the rules themselves. */
  engine: AiEngine;
  /** The built-in rules, which answer whenever the engine fails. */
  rules: AiEngine;
  logger: FastifyBaseLogger;
}

/** Why an engine failed, for the log: never the user's own text. */
function reasonOf(error: unknown): string {
  return error instanceof AiModelError ? error.reason : 'the engine failed';
}

/**
 * The AI as the rest of the server uses it: the engine's answer, or the rules' whenever the
 * engine fails, so a task always gets suggestions and a user never sees an AI error. Each failure
 * is logged once with what it was about and why.
 */
/** Times one request to the model and counts how it ended. */
async function measured<T>(task: string, request: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const outcome = (name: 'ok' | 'failed') => {
    aiRequests.inc({ task, outcome: name });
    aiDuration.observe({ outcome: name }, (performance.now() - started) / 1000);
  };
  try {
    const answer = await request();
    outcome('ok');
    return answer;
  } catch (error) {
    outcome('failed');
    throw error;
  }
}

export function createAiService({ engine, rules, logger }: AiServiceDeps) {
  const fallsBack = engine !== rules;
  const failed = (error: unknown, context: object, message: string) => {
    logger.warn({ ...context, reason: reasonOf(error) }, message);
    logger.debug({ ...context, err: error }, 'AI engine error');
  };
  return {
    enrichTask: async (taskId: string, task: EnrichmentInput): Promise<TaskEnrichment> => {
      if (!fallsBack) return { texts: await rules.enrich(task), status: 'done' };
      try {
        return { texts: await measured('enrich', () => engine.enrich(task)), status: 'done' };
      } catch (error) {
        failed(error, { taskId }, "AI enrichment failed; the task keeps the rules' suggestions");
        return { texts: await rules.enrich(task), status: 'failed' };
      }
    },

    nameSessions: async (taskId: string, task: EnrichmentInput): Promise<string[]> => {
      if (!fallsBack) return rules.nameSessions(task);
      try {
        return await measured('name_sessions', () => engine.nameSessions(task));
      } catch (error) {
        failed(error, { taskId }, "AI session naming failed; the sessions get the rules' names");
        return rules.nameSessions(task);
      }
    },

    /** A Pro user's tip or reflection; a text that mentions 'upgrade' is never theirs. */
    summarize: async (input: InsightSummaryInput): Promise<string> => {
      if (!fallsBack) return rules.summarize(input);
      try {
        const summary = await measured('summarize', () => engine.summarize(input));
        if (availableAiText(summary) !== '') return summary;
        throw new AiModelError('the answer spoke of upgrading');
      } catch (error) {
        failed(error, { type: input.type }, 'AI summary failed; the rules wrote it');
        return rules.summarize(input);
      }
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
