import { clsx } from 'clsx';
import {
  type FocusTrendPoint,
  formatFocusTime,
  type PickedInsightRange,
  trendBars,
} from '../../../../shared/domain/insights.ts';
import { insightsMessages } from '../messages.ts';
import { axisLabel, trendAxis } from './trend-axis.ts';
import {
  barLabel,
  barName,
  labelClass,
  NARROW_SHORT_LABELS,
  narrowLabels,
  WIDE_LABELS,
} from './trend-labels.ts';

export interface FocusTrendChartProps {
  range: PickedInsightRange;
  /** Focus minutes per day of the range. */
  points: readonly FocusTrendPoint[];
}

const percent = (minutes: number, top: number) => `${top > 0 ? (minutes / top) * 100 : 0}%`;

/**
 * A bar chart of focus minutes per day, week or month of the range, on a scale in
 * round steps, the current day, week or month in a darker shade. Plain CSS bars (no chart library
 * to download); screen readers get the same figures as a table.
 */
export function FocusTrendChart({ range, points }: FocusTrendChartProps) {
  const bars = trendBars(points, range);
  const highest = Math.max(0, ...bars.map((bar) => bar.focusMinutes));
  const marks = trendAxis(highest);
  const top = marks.at(-1) ?? 0;
  // Figures over the bars while there is room for them: always for a week, on a wide chart for
  // weeks and months.
  const figures =
    bars.length <= NARROW_SHORT_LABELS
      ? 'block'
      : bars.length <= WIDE_LABELS
        ? 'hidden @2xl:block'
        : null;
  const gaps = bars.length > WIDE_LABELS ? 'gap-0.5 @md:gap-1' : 'gap-1.5 @md:gap-3';
  const narrowMost = narrowLabels(range);
  return (
    <div className="@container">
      <div className="pl-12" aria-hidden="true">
        <div className="relative mt-5 h-44 border-b border-slate-300">
          {marks.map((mark) => (
            <div
              key={mark}
              className="absolute inset-x-0 border-t border-dashed border-slate-200"
              style={{ bottom: percent(mark, top) }}
            >
              <span className="absolute right-full mr-2 -translate-y-1/2 text-xs whitespace-nowrap text-slate-600 tabular-nums">
                {axisLabel(mark)}
              </span>
            </div>
          ))}
          <div className={clsx('absolute inset-0 flex items-end', gaps)}>
            {bars.map((bar, index) => {
              const current = index === bars.length - 1;
              return (
                <div
                  key={bar.from}
                  title={`${barName(bar, range)}: ${formatFocusTime(bar.focusMinutes)}`}
                  className="relative flex h-full min-w-0 flex-1 items-end justify-center"
                >
                  {figures && (
                    <span
                      className={clsx(
                        'absolute text-xs font-medium whitespace-nowrap text-slate-700 tabular-nums',
                        figures,
                      )}
                      style={{ bottom: `calc(${percent(bar.focusMinutes, top)} + 0.25rem)` }}
                    >
                      {axisLabel(bar.focusMinutes)}
                    </span>
                  )}
                  <div
                    className={clsx(
                      'w-full max-w-12 rounded-t-md',
                      current ? 'bg-brand-600' : 'bg-brand-300',
                      bar.focusMinutes > 0 && 'min-h-1',
                    )}
                    style={{ height: percent(bar.focusMinutes, top) }}
                  />
                </div>
              );
            })}
          </div>
        </div>
        <div className={clsx('mt-2 flex h-4 text-xs', gaps)}>
          {bars.map((bar, index) => (
            <span
              key={bar.from}
              className={clsx(
                'relative min-w-0 flex-1',
                index === bars.length - 1 ? 'font-semibold text-slate-900' : 'text-slate-600',
              )}
            >
              <span className={labelClass(index, bars.length, narrowMost)}>
                {barLabel(bar, range)}
              </span>
            </span>
          ))}
        </div>
      </div>
      {highest === 0 && (
        <p className="mt-4 text-sm text-slate-600">{insightsMessages.trendEmpty}</p>
      )}
      <table className="sr-only">
        <caption>{insightsMessages.trendTableCaptions[range.key]}</caption>
        <thead>
          <tr>
            <th scope="col">{insightsMessages.trendBucketNames[range.bucket]}</th>
            <th scope="col">{insightsMessages.trendMinutesColumn}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.from}>
              <th scope="row">{barName(bar, range)}</th>
              <td>{bar.focusMinutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
