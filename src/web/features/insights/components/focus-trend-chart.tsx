import { clsx } from 'clsx';
import type { FocusTrendPoint } from '../../../../shared/domain/insights.ts';
import { insightsMessages } from '../messages.ts';
import { longDay, shortWeekday } from './day-labels.ts';

export interface FocusTrendChartProps {
  points: readonly FocusTrendPoint[];
  /** Today's bar stands out. */
  today: string;
}

/**
 * SPEC.md 9: a bar chart of focus minutes per day in a 96-unit high area. Plain CSS bars (no
 * chart library to download); screen readers get the same figures as a table.
 */
export function FocusTrendChart({ points, today }: FocusTrendChartProps) {
  const highest = Math.max(0, ...points.map((point) => point.focusMinutes));
  return (
    <div>
      <div className="flex items-end gap-2 sm:gap-3" aria-hidden="true">
        {points.map((point) => {
          const share = highest > 0 ? point.focusMinutes / highest : 0;
          const isToday = point.date === today;
          return (
            <div key={point.date} className="flex min-w-0 flex-1 flex-col items-center gap-1.5">
              <span className="text-xs font-medium text-slate-600 tabular-nums">
                {point.focusMinutes}
              </span>
              <div className="flex h-24 w-full max-w-12 items-end rounded-md bg-slate-50">
                <div
                  className={clsx(
                    'w-full rounded-md',
                    isToday ? 'bg-brand-600' : 'bg-brand-300',
                    point.focusMinutes > 0 && 'min-h-1',
                  )}
                  style={{ height: `${share * 100}%` }}
                />
              </div>
              <span
                className={clsx(
                  'text-xs',
                  isToday ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                {shortWeekday(point.date)}
              </span>
            </div>
          );
        })}
      </div>
      {highest === 0 && (
        <p className="mt-4 text-sm text-slate-600">{insightsMessages.trendEmpty}</p>
      )}
      <table className="sr-only">
        <caption>{insightsMessages.trendTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Focus minutes</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{longDay(point.date)}</th>
              <td>{point.focusMinutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
