import type { LucideIcon } from 'lucide-react';
import { Lightbulb, NotebookPen, Sparkles } from 'lucide-react';
import { availableAiText } from '../../../../shared/domain/ai-summary.ts';
import type { AiSummaryType } from '../../../../shared/insights.schemas.ts';
import { useAiSummary } from '../api.ts';
import type { LocalDay } from '../hooks/use-local-day.ts';
import { insightsMessages } from '../messages.ts';

interface AiTextProps {
  type: AiSummaryType;
  title: string;
  icon: LucideIcon;
  day: LocalDay;
}

function AiText({ type, title, icon: Icon, day }: AiTextProps) {
  const summary = useAiSummary(type, day.today, day.timeZone);
  // A failure, or text that only asks to upgrade, leaves the loading line showing.
  const text = availableAiText(summary.data?.summary);
  return (
    <div className="rounded-xl bg-white/80 p-4 ring-1 ring-violet-100">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-violet-900">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {title}
      </h3>
      <p className={text ? 'mt-2 text-slate-800' : 'mt-2 text-slate-600 italic'} aria-live="polite">
        {text || insightsMessages.aiLoading}
      </p>
    </div>
  );
}

/** The Pro user's AI Generated Insights, the daily tip and the weekly reflection. */
export function AiInsights({ day }: { day: LocalDay }) {
  return (
    <section
      aria-labelledby="ai-insights-title"
      className="@container rounded-2xl border border-violet-200 bg-violet-50 p-5 sm:p-6"
    >
      <h2
        id="ai-insights-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Sparkles className="size-5 text-violet-700" aria-hidden="true" />
        {insightsMessages.aiBox}
      </h2>
      <div className="mt-4 grid gap-4 @xl:grid-cols-2">
        <AiText type="daily" title={insightsMessages.dailyTip} icon={Lightbulb} day={day} />
        <AiText
          type="weekly"
          title={insightsMessages.weeklyReflection}
          icon={NotebookPen}
          day={day}
        />
      </div>
    </section>
  );
}
