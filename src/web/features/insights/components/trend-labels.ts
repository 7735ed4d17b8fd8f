import { clsx } from 'clsx';
import type { PickedInsightRange, TrendBar } from '../../../../shared/domain/insights.ts';
import { daySpan, longDay, longMonth, shortDay, shortMonth, shortWeekday } from './day-labels.ts';

// How many bars a narrow and a wide chart name, counted back from the last bar: fewer of the
// longer names ('Nov 23') than of the short ones ('Mon', 'Nov') on a narrow chart.
export const NARROW_SHORT_LABELS = 7;
const NARROW_LABELS = 4;
export const WIDE_LABELS = 13;

/** Whether the bars are named by a weekday or a month rather than a day of a month. */
const shortLabels = (range: PickedInsightRange) =>
  range.bucket === 'month' || range.days.length <= 7;

/** How many bars a narrow chart of the range names. */
export const narrowLabels = (range: PickedInsightRange) =>
  shortLabels(range) ? NARROW_SHORT_LABELS : NARROW_LABELS;

/** The bar's name under it: its weekday in a week, else its first day, or its month. */
export function barLabel(bar: TrendBar, range: PickedInsightRange): string {
  if (range.bucket === 'month') return shortMonth(bar.from);
  return shortLabels(range) ? shortWeekday(bar.from) : shortDay(bar.from);
}

/** The bar's days in full, for the table and the tooltip. */
export function barName(bar: TrendBar, range: PickedInsightRange): string {
  if (range.bucket === 'month') return longMonth(bar.from);
  return range.bucket === 'week' ? daySpan(bar.from, bar.to) : longDay(bar.from);
}

/**
 * Which widths name the bar, and where its name sits: centred under it, but within the chart at
 * either end once the bars are too narrow for their names.
 */
export function labelClass(index: number, count: number, narrowMost: number): string {
  const named = (most: number) => (count - 1 - index) % Math.ceil(count / most) === 0;
  const narrow = named(narrowMost);
  const wide = named(WIDE_LABELS);
  const shown = clsx(
    narrow ? 'block' : 'hidden',
    narrow !== wide && (wide ? '@2xl:block' : '@2xl:hidden'),
  );
  const crowded = count > narrowMost;
  const place =
    crowded && index === count - 1
      ? 'right-0'
      : crowded && index === 0
        ? 'left-0'
        : 'left-1/2 -translate-x-1/2';
  return clsx('absolute top-0 whitespace-nowrap', shown, place);
}
