import type { DailyInsightRow } from '../../../shared/domain/insights.ts';
import type { DateKey } from '../../../shared/domain/local-date.ts';
import type { Priority } from '../../../shared/domain/priority.ts';
import type { AiSummaryType } from '../../../shared/insights.schemas.ts';

/** What an engine knows of a task when it enriches it. */
export interface EnrichmentInput {
  title: string;
  description: string | null;
  dueDate: Date | null;
  minutes: number;
  sessionCount: number;
  isImportant: boolean;
  isUrgent: boolean;
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
}

/**
 * The AI module's service: fills a task's AI fields and writes the insights' tip and reflection,
 * with the local engine by default and a real model when configured.
 */
export interface AiEngine {
  enrich(task: EnrichmentInput): Promise<EnrichmentResult>;
  /** Advice drawn from the figures alone; never a sales pitch, which the web would hide. */
  summarize(input: InsightSummaryInput): Promise<string>;
}
