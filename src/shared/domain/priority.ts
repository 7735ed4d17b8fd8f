export const PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** What the priority column shows when neither the user nor the AI has chosen a priority. */
export const SUGGESTED_LABEL = 'Suggested';
/** The manual priority select's first option when the AI has not predicted a priority yet. */
export const SUGGEST_OPTION_LABEL = 'Suggest';

export function isPriority(value: unknown): value is Priority {
  return typeof value === 'string' && PRIORITIES.some((priority) => priority === value);
}

export interface PrioritySource {
  userOverriddenPriority?: Priority | null;
  aiPredictedPriority?: Priority | null;
}

/** The user's own choice wins over the AI's prediction. */
export function effectivePriority(task: PrioritySource): Priority | null {
  return task.userOverriddenPriority ?? task.aiPredictedPriority ?? null;
}

/** 'High', 'Medium', 'Low', or 'Suggested' while there is no priority. */
export function priorityLabel(priority: Priority | null | undefined): string {
  return priority ?? SUGGESTED_LABEL;
}

/**
 * The select's first option stands for "use the AI's choice": 'AI choice (Low)', or 'Suggest'
 * while there is no prediction. The level alone would read like the user's own 'Low' below it.
 */
export function aiPriorityOptionLabel(aiPredictedPriority: Priority | null | undefined): string {
  return aiPredictedPriority ? `AI choice (${aiPredictedPriority})` : SUGGEST_OPTION_LABEL;
}
