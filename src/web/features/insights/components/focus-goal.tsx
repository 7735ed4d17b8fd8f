import { useQuery } from '@tanstack/react-query';
import { goalProgress } from '../../../../shared/domain/daily-focus-goal.ts';
import { formatFocusTime } from '../../../../shared/domain/insights.ts';
import { LinePlaceholder } from '../../../components/ui/line-placeholder.tsx';
import { preferencesQueryOptions } from '../../../lib/preferences.ts';
import { insightsMessages } from '../messages.ts';

const frame = 'mt-2 flex flex-col gap-1.5';
const track = 'h-1.5 w-full overflow-hidden rounded-full bg-slate-100';

/**
 * Today's focus against the user's daily goal: a bar and the figures, once both today's focus
 * and their preferences have loaded (nothing is shown against a goal that may not be theirs).
 * Until then an empty bar keeps their place, so the cards below stay put.
 */
export function FocusGoal({ focusMinutes }: { focusMinutes: number | undefined }) {
  const goal = useQuery(preferencesQueryOptions()).data?.dailyFocusGoal;
  if (goal === undefined || focusMinutes === undefined) {
    return (
      <div aria-hidden="true" className={frame}>
        <div className={track} />
        <LinePlaceholder className="w-3/4 text-xs" />
      </div>
    );
  }
  const progress = goalProgress(focusMinutes, goal);
  const text = insightsMessages.goalProgress(
    formatFocusTime(progress.minutes),
    formatFocusTime(goal),
    progress.reached,
  );
  return (
    <div className={frame}>
      <div
        role="progressbar"
        aria-label={insightsMessages.dailyGoal}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(progress.minutes, goal)}
        aria-valuetext={text}
        className={track}
      >
        <div
          className={progress.reached ? 'h-full bg-emerald-500' : 'h-full bg-brand-500'}
          style={{ width: `${progress.fraction * 100}%` }}
        />
      </div>
      <p
        className={
          progress.reached ? 'text-xs font-medium text-emerald-700' : 'text-xs text-slate-600'
        }
      >
        {text}
      </p>
    </div>
  );
}
