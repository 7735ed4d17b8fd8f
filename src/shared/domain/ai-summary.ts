export const AI_SUMMARY_WORDS = 4;
/** The summary a task shows while it waits for AI enrichment. */
export const AI_PROCESSING_SUMMARY = 'Processing with AI...';

/**
 * The list's AI summary: its first four words and '...', or the whole summary when it is that
 * short. Runs of whitespace collapse to one space, as HTML would render them anyway.
 */
export function truncateSummary(
  summary: string | null | undefined,
  maxWords: number = AI_SUMMARY_WORDS,
): string {
  const words = (summary ?? '').split(/\s+/).filter((word) => word !== '');
  if (words.length <= maxWords) return words.join(' ');
  return `${words.slice(0, Math.max(0, maxWords)).join(' ')}...`;
}

/**
 * AI daily or weekly text to display, or '' when there is none. Text asking the user to
 * 'upgrade' is a refusal, not an insight, so it counts as not available.
 */
export function availableAiText(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  return trimmed.toLowerCase().includes('upgrade') ? '' : trimmed;
}
