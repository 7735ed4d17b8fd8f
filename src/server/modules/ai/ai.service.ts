import type { Priority } from '../../../shared/domain/priority.ts';

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

/**
 * The AI module's service: fills a task's AI fields, with the local engine by default and a real
 * model when configured.
 */
export interface AiEngine {
  enrich(task: EnrichmentInput): Promise<EnrichmentResult>;
}
