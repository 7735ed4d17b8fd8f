import type { LucideIcon } from 'lucide-react';
import { Flame, Trophy } from 'lucide-react';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useStreak } from '../api.ts';
import type { LocalDay } from '../hooks/use-local-day.ts';
import { insightsMessages } from '../messages.ts';
import { FocusHeatmap } from './focus-heatmap.tsx';

const HEADING_ID = 'focus-streak-title';

function StreakFigure({
  label,
  days,
  icon: Icon,
}: {
  label: string;
  days: number;
  icon: LucideIcon;
}) {
  // The icon sits inside the term: a description list's groups hold only terms and details.
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-sm text-slate-600">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-xl bg-amber-50 text-amber-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">
        {insightsMessages.days(days)}
      </dd>
    </div>
  );
}

/** Beyond SPEC.md: the focus streak (current and longest) and the 12-week heatmap. */
export function StreakCard({ day }: { day: LocalDay }) {
  const streak = useStreak(day.today, day.timeZone);
  return (
    <section
      aria-labelledby={HEADING_ID}
      aria-busy={streak.isPending || undefined}
      className="@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900">
        {insightsMessages.streak}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{insightsMessages.streakDescription}</p>
      {streak.isPending ? (
        <div className="mt-5 flex flex-col gap-4" aria-hidden="true">
          <div className="h-10 w-64 max-w-full animate-pulse rounded-lg bg-slate-100" />
          <div className="h-40 max-w-md animate-pulse rounded-lg bg-slate-100" />
        </div>
      ) : streak.isError ? (
        <LoadFailed
          className="mt-5"
          size="sm"
          message={insightsMessages.streakLoadFailed}
          retrying={streak.isFetching}
          onRetry={() => streak.refetch()}
        />
      ) : (
        <div className="mt-5 flex flex-col gap-6 @3xl:flex-row @3xl:justify-between">
          <dl className="flex flex-wrap content-start gap-x-10 gap-y-4">
            <StreakFigure
              label={insightsMessages.currentStreak}
              days={streak.data.current}
              icon={Flame}
            />
            <StreakFigure
              label={insightsMessages.longestStreak}
              days={streak.data.longest}
              icon={Trophy}
            />
          </dl>
          <FocusHeatmap days={streak.data.heatmap} />
        </div>
      )}
    </section>
  );
}
