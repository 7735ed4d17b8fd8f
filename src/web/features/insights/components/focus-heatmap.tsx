import { clsx } from 'clsx';
import { type FocusTrendPoint, heatmapWeeks } from '../../../../shared/domain/insights.ts';
import { addDays } from '../../../../shared/domain/local-date.ts';
import { insightsMessages } from '../messages.ts';
import { longDay, shortMonth, shortWeekday } from './day-labels.ts';

// Shades by whole pomodoros of focus: none, under one, one, two to three, four or more.
const LEVEL_FLOORS = [1, 25, 50, 100] as const;
const LEVEL_CLASSES = [
  'bg-slate-100',
  'bg-brand-200',
  'bg-brand-300',
  'bg-brand-500',
  'bg-brand-700',
] as const;

// The rows run Sunday to Saturday; every other one is named, from Monday, read off any Sunday.
const ROWS = [0, 1, 2, 3, 4, 5, 6] as const;
const NAMED_ROWS: ReadonlySet<number> = new Set([1, 3, 5]);
const A_SUNDAY = '2025-06-15';

function levelOf(minutes: number): number {
  return LEVEL_FLOORS.filter((floor) => minutes >= floor).length;
}

const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/**
 * The 12-week focus heatmap: one square per day, a column per week, Sunday on top, with the
 * weekdays beside the rows and the months over the columns they start in. Each square carries
 * its day and minutes for screen readers and as a tooltip.
 */
export function FocusHeatmap({ days }: { days: readonly FocusTrendPoint[] }) {
  const weeks = heatmapWeeks(days);
  const columns = { gridTemplateColumns: `repeat(${weeks.length}, minmax(0, 1fr))` };
  return (
    <div className="w-full">
      <h3 id="focus-heatmap-title" className="text-sm font-semibold text-slate-900">
        {insightsMessages.heatmap}
      </h3>
      <div className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1.5 text-xs text-slate-600">
        <span aria-hidden="true" />
        <div className="grid gap-[3px]" style={columns} aria-hidden="true">
          {weeks.map((week, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a week's column is its place
            <span key={index} className="overflow-visible leading-none whitespace-nowrap">
              {week.monthLabel && shortMonth(week.monthLabel)}
            </span>
          ))}
        </div>
        <div className="grid grid-rows-7 gap-[3px]" aria-hidden="true">
          {ROWS.map((row) => (
            <span key={row} className="flex items-center leading-none">
              {NAMED_ROWS.has(row) && shortWeekday(addDays(A_SUNDAY, row))}
            </span>
          ))}
        </div>
        <ol
          aria-labelledby="focus-heatmap-title"
          className="grid grid-flow-col grid-rows-7 gap-[3px]"
          style={columns}
        >
          {weeks.flatMap((week, column) =>
            week.days.map((day, row) => {
              if (!day) {
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed blank squares
                return <li key={`blank-${column}-${row}`} aria-hidden="true" />;
              }
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
            }),
          )}
        </ol>
      </div>
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
