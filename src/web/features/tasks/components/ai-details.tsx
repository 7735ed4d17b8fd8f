import { Sparkles } from 'lucide-react';
import { AI_PROCESSING_SUMMARY } from '../../../../shared/domain/ai-summary.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';

/** The AI's read-only view of a task, in the edit dialog: summary, insight, urgency. */
export function AiDetails({ task }: { task: Task }) {
  const processing = task.aiStatus === 'processing';
  const rows = [
    { term: 'AI summary', value: processing ? AI_PROCESSING_SUMMARY : task.aiTaskSummary },
    { term: 'AI insights', value: processing ? null : task.aiInsights },
    { term: 'AI urgency', value: processing ? null : task.aiPredictedUrgency },
  ].filter((row) => row.term === 'AI summary' || row.value);
  return (
    <section
      aria-label="AI suggestions"
      className="rounded-xl border border-violet-100 bg-violet-50/60 px-4 py-3"
    >
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(({ term, value }) => (
          <div key={term} className="flex flex-col gap-0.5">
            <dt className="flex items-center gap-1.5 font-medium text-violet-900">
              {term === 'AI summary' && <Sparkles className="size-3.5" aria-hidden="true" />}
              {term}
            </dt>
            <dd className="text-slate-700">
              {value || (task.aiStatus === 'failed' ? 'The AI could not read this task.' : '—')}
            </dd>
          </div>
        ))}
      </dl>
      {task.aiStatus === 'failed' && task.aiTaskSummary && (
        <p className="mt-2 text-xs text-slate-500">
          Suggested by Pomopal's built-in rules: the AI model could not answer for this task.
        </p>
      )}
    </section>
  );
}
