import { formatFocusTime, type InsightTotals } from '../../../../shared/domain/insights.ts';
import { insightsMessages } from '../messages.ts';

export interface InsightCardProps {
  id: string;
  title: string;
  /** The days the card adds up, as the user reads them; none for a single day. */
  span?: string | undefined;
  /** The figures of the card's days, or undefined while they load. */
  totals: InsightTotals | undefined;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** The Today card of the insights page, or the card of the range chosen ('This Week (Last 7 Days)'). */
export function InsightCard({ id, title, span, totals }: InsightCardProps) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={totals === undefined || undefined}
      className="@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {span && <p className="text-sm text-slate-600 tabular-nums">{span}</p>}
      </div>
      {totals === undefined ? (
        <div className="mt-4 flex flex-col gap-4" aria-hidden="true">
          <div className="h-10 w-32 animate-pulse rounded-lg bg-slate-100" />
          <div className="grid grid-cols-2 gap-4 @sm:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((cell) => (
              <div key={cell} className="h-12 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </div>
        </div>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-4 @sm:grid-cols-3">
          <div className="col-span-full">
            <dt className="text-sm font-medium text-slate-600">{insightsMessages.focusTime}</dt>
            <dd className="mt-0.5 text-3xl font-semibold tracking-tight text-brand-700 tabular-nums">
              {formatFocusTime(totals.totalFocusMinutes)}
            </dd>
          </div>
          <Figure label={insightsMessages.pomodoros} value={String(totals.totalPomodoros)} />
          <Figure label={insightsMessages.tasksAdded} value={String(totals.totalTasks)} />
          <Figure label={insightsMessages.tasksDone} value={String(totals.completedTasks)} />
          <Figure label={insightsMessages.completionRate} value={`${totals.completionRate}%`} />
          <Figure label={insightsMessages.shortBreaks} value={String(totals.totalShortBreaks)} />
          <Figure label={insightsMessages.longBreaks} value={String(totals.totalLongBreaks)} />
        </dl>
      )}
    </section>
  );
}
