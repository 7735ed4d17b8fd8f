import { useQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, Flame, Star, Target, Trophy } from 'lucide-react';
import { daysGoalReached } from '../../../../shared/domain/daily-focus-goal.ts';
import {
  focusDays,
  formatFocusTime,
  INSIGHT_RANGE_DAYS,
} from '../../../../shared/domain/insights.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { preferencesQueryOptions } from '../../../lib/preferences.ts';
import { useStreak } from '../api.ts';
import type { LocalDay } from '../hooks/use-local-day.ts';
import { insightsMessages } from '../messages.ts';
import { longDay } from './day-labels.ts';
import { FocusHeatmap } from './focus-heatmap.tsx';

const HEADING_ID = 'focus-streak-title';

interface StreakFigureProps {
  label: string;
  value: string;
  /** A second line under the value, such as the day it was. */
  detail?: string | undefined;
  icon: LucideIcon;
}

function StreakFigure({ label, value, detail, icon: Icon }: StreakFigureProps) {
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
        {value}
        {detail && <span className="block text-sm font-normal text-slate-600">{detail}</span>}
      </dd>
    </div>
  );
}

// The figures stack beside the heatmap when the card is wide, two by two above it when there is
// room, one under another otherwise; one more figure fits in any of these.
const LAYOUT = 'mt-5 grid gap-x-10 gap-y-6 @3xl:grid-cols-[minmax(14rem,1fr)_minmax(0,36rem)]';
const FIGURES = 'grid content-start gap-x-6 gap-y-5 @sm:grid-cols-2 @3xl:grid-cols-1';

/**
 * The focus streak (current and longest), this week's focus days, best day and days the daily
 * goal was reached, and the 12-week heatmap.
 */
export function StreakCard({ day }: { day: LocalDay }) {
  const streak = useStreak(day.today, day.timeZone);
  // The goal figure waits for the user's own goal rather than counting against a default.
  const goal = useQuery(preferencesQueryOptions()).data?.dailyFocusGoal;
  const lastWeek = streak.data?.heatmap.slice(-INSIGHT_RANGE_DAYS);
  const week = lastWeek && focusDays(lastWeek);
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
        <div className={LAYOUT} aria-hidden="true">
          <div className={FIGURES}>
            {[0, 1, 2, 3, 4].map((figure) => (
              <div key={figure} className="h-12 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </div>
          <div className="h-56 animate-pulse rounded-lg bg-slate-100" />
        </div>
      ) : streak.isError || !week ? (
        <LoadFailed
          className="mt-5"
          size="sm"
          message={insightsMessages.streakLoadFailed}
          retrying={streak.isFetching}
          onRetry={() => streak.refetch()}
        />
      ) : (
        <div className={LAYOUT}>
          <dl className={FIGURES}>
            <StreakFigure
              label={insightsMessages.currentStreak}
              value={insightsMessages.days(streak.data.current)}
              icon={Flame}
            />
            <StreakFigure
              label={insightsMessages.longestStreak}
              value={insightsMessages.days(streak.data.longest)}
              icon={Trophy}
            />
            <StreakFigure
              label={insightsMessages.focusDaysThisWeek}
              value={insightsMessages.focusDaysOf(week.focusDays, INSIGHT_RANGE_DAYS)}
              icon={CalendarCheck}
            />
            <StreakFigure
              label={insightsMessages.bestDayThisWeek}
              value={
                week.bestDay
                  ? formatFocusTime(week.bestDay.focusMinutes)
                  : insightsMessages.noBestDay
              }
              detail={week.bestDay ? longDay(week.bestDay.date) : undefined}
              icon={Star}
            />
            {goal !== undefined && lastWeek && (
              <StreakFigure
                label={insightsMessages.goalDaysThisWeek}
                value={insightsMessages.focusDaysOf(
                  daysGoalReached(lastWeek, goal),
                  INSIGHT_RANGE_DAYS,
                )}
                detail={insightsMessages.goalPerDay(formatFocusTime(goal))}
                icon={Target}
              />
            )}
          </dl>
          <FocusHeatmap days={streak.data.heatmap} />
        </div>
      )}
    </section>
  );
}
