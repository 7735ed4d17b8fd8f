import { clsx } from 'clsx';
import type { FocusTrendPoint } from '../../../../shared/domain/insights.ts';
import { insightsMessages } from '../messages.ts';
import { longDay, weekdayIndex } from './day-labels.ts';

// Shades by whole pomodoros of focus: none, under one, one, two to three, four or more.
const LEVEL_FLOORS = [1, 25, 50, 100] as const;
const LEVEL_CLASSES = [
  'bg-slate-100',
  'bg-brand-200',
  'bg-brand-300',
  'bg-brand-500',
  'bg-brand-700',
] as const;

function levelOf(minutes: number): number {
  return LEVEL_FLOORS.filter((floor) => minutes >= floor).length;
}

const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/**
 * The 12-week focus heatmap: one square per day, a column per week, Sunday on top. Each square
 * carries its day and minutes for screen readers and as a tooltip.
 */
export function FocusHeatmap({ days }: { days: readonly FocusTrendPoint[] }) {
  const first = days[0];
  // Empty squares before the first day put every weekday on its own row.
  const lead = first ? weekdayIndex(first.date) : 0;
  return (
    <div className="w-full max-w-md">
      <h3 id="focus-heatmap-title" className="text-sm font-semibold text-slate-900">
        {insightsMessages.heatmap}
      </h3>
      <ol
        aria-labelledby="focus-heatmap-title"
        className="mt-3 grid auto-cols-fr grid-flow-col grid-rows-7 gap-[3px]"
      >
        {Array.from({ length: lead }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed blank squares
          <li key={`lead-${index}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const label = `${longDay(day.date)}: ${minutesText(day.focusMinutes)}`;
          return (
            <li
              key={day.date}
              title={label}
              className={clsx(
                'aspect-square rounded-[3px]',
                LEVEL_CLASSES[levelOf(day.focusMinutes)],
              )}
            >
              <span className="sr-only">{label}</span>
            </li>
          );
        })}
      </ol>
      <div className="mt-3 flex items-center gap-1.5 text-xs text-slate-600" aria-hidden="true">
        {insightsMessages.heatmapLess}
        {LEVEL_CLASSES.map((shade) => (
          <span key={shade} className={clsx('size-3 rounded-[3px]', shade)} />
        ))}
        {insightsMessages.heatmapMore}
      </div>
    </div>
  );
}
