import {
  type AiRatings,
  EISENHOWER_TAGS,
  type EisenhowerTag,
  taskEisenhower,
  type UserFlags,
} from './eisenhower.ts';
import { DEFAULT_WORK_MINUTES } from './timer.ts';

/**
 * The minutes a user estimated for the tasks of one Eisenhower quadrant they focused on in a
 * range of days, against the focus minutes those tasks took in it.
 */
export interface QuadrantEstimate {
  quadrant: EisenhowerTag;
  tasks: number;
  estimatedMinutes: number;
  focusMinutes: number;
}

/** Tasks that share their flags and AI ratings, with their estimates and focus added up. */
export interface TaskEffort extends UserFlags, AiRatings {
  tasks: number;
  estimatedMinutes: number;
  focusMinutes: number;
}

/**
 * The efforts added up per quadrant, in the matrix's order, quadrants without any left out.
 * A task falls in the quadrant its tag names (the user's flags, else the AI's ratings); a task
 * with neither has no quadrant and is left out.
 */
export function quadrantEstimates(efforts: readonly TaskEffort[]): QuadrantEstimate[] {
  const totals = new Map<EisenhowerTag, QuadrantEstimate>();
  for (const effort of efforts) {
    const tag = taskEisenhower(effort)?.tag;
    if (!tag) continue;
    const total = totals.get(tag) ?? {
      quadrant: tag,
      tasks: 0,
      estimatedMinutes: 0,
      focusMinutes: 0,
    };
    totals.set(tag, {
      quadrant: tag,
      tasks: total.tasks + effort.tasks,
      estimatedMinutes: total.estimatedMinutes + effort.estimatedMinutes,
      focusMinutes: total.focusMinutes + effort.focusMinutes,
    });
  }
  return EISENHOWER_TAGS.flatMap((tag) => totals.get(tag) ?? []);
}

/**
 * Focus comes in whole sessions, so one session's length is set by the timer rather than by the
 * work: a quadrant is judged only once it holds two pomodoros' focus.
 */
export const SLIP_MIN_FOCUS_MINUTES = 2 * DEFAULT_WORK_MINUTES;
/** An overrun shorter than one pomodoro may be nothing but the last session rounding work up. */
export const SLIP_MIN_OVERRUN_MINUTES = DEFAULT_WORK_MINUTES;
/** Within a quarter of the estimate is the ordinary error of any guess, not a slip. */
export const SLIP_MIN_RATIO = 1.25;

/** Where estimates slipped most, that they held, or null when there is too little to judge. */
export type EstimateSlip =
  | { verdict: 'slipped'; estimate: QuadrantEstimate; ratio: number }
  | { verdict: 'held' }
  | null;

const judged = (estimate: QuadrantEstimate): boolean =>
  estimate.estimatedMinutes > 0 && estimate.focusMinutes >= SLIP_MIN_FOCUS_MINUTES;

const slipped = (estimate: QuadrantEstimate): boolean =>
  estimate.focusMinutes - estimate.estimatedMinutes >= SLIP_MIN_OVERRUN_MINUTES &&
  estimate.focusMinutes >= estimate.estimatedMinutes * SLIP_MIN_RATIO;

/**
 * The quadrant whose focus overran its estimate by the largest ratio (on a tie, the larger
 * overrun, then the first in the matrix's order), or that estimates held when no quadrant
 * judged slipped.
 */
export function estimateSlip(estimates: readonly QuadrantEstimate[]): EstimateSlip {
  const candidates = estimates.filter(judged);
  if (candidates.length === 0) return null;
  let worst: { estimate: QuadrantEstimate; ratio: number } | null = null;
  for (const estimate of candidates.filter(slipped)) {
    const ratio = estimate.focusMinutes / estimate.estimatedMinutes;
    const overrun = estimate.focusMinutes - estimate.estimatedMinutes;
    if (
      !worst ||
      ratio > worst.ratio ||
      (ratio === worst.ratio &&
        overrun > worst.estimate.focusMinutes - worst.estimate.estimatedMinutes)
    ) {
      worst = { estimate, ratio };
    }
  }
  return worst ? { verdict: 'slipped', ...worst } : { verdict: 'held' };
}
