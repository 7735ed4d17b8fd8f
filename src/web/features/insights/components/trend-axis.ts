// Round steps, in minutes, for the chart's scale: minutes first, then whole hours.
const STEPS = [5, 10, 15, 30, 60, 120, 180, 300, 600, 1200, 3000, 6000, 12_000] as const;
const MOST_STEPS = 4;

/**
 * The marks of the Focus Trend's scale, from 0 to at least `highest` minutes in at most four
 * round steps: 0, 30, 60, 90 for 80 minutes; 0, 10h, 20h, 30h for 1,500.
 */
export function trendAxis(highest: number): number[] {
  const step =
    STEPS.find((candidate) => highest <= candidate * MOST_STEPS) ??
    Math.ceil(highest / MOST_STEPS / 60) * 60;
  const count = Math.max(1, Math.ceil(highest / step));
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** A mark as short as it reads: '0', '45m', '2h', '1h 30m'. */
export function axisLabel(minutes: number): string {
  if (minutes === 0) return '0';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
