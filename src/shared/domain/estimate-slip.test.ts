import { describe, expect, it } from 'vitest';
import {
  estimateSlip,
  type QuadrantEstimate,
  quadrantEstimates,
  type TaskEffort,
} from './estimate-slip.ts';

const unset = { isImportant: null, isUrgent: null };
const unrated = { aiPredictedPriority: null, aiPredictedUrgency: null };
const effort = (flags: Partial<TaskEffort>, estimatedMinutes: number, focusMinutes: number) => ({
  ...unset,
  ...unrated,
  tasks: 1,
  estimatedMinutes,
  focusMinutes,
  ...flags,
});

const estimate = (
  quadrant: QuadrantEstimate['quadrant'],
  estimatedMinutes: number,
  focusMinutes: number,
  tasks = 1,
): QuadrantEstimate => ({ quadrant, tasks, estimatedMinutes, focusMinutes });

describe('quadrantEstimates', () => {
  it("adds up each quadrant from the user's flags, else the AI's ratings, in the matrix's order", () => {
    expect(
      quadrantEstimates([
        effort({ isImportant: false, isUrgent: false }, 30, 25),
        effort({ isImportant: true, isUrgent: true, tasks: 2 }, 60, 100),
        // The user's flags win over the AI's ratings.
        effort(
          {
            isImportant: true,
            isUrgent: true,
            aiPredictedPriority: 'Low',
            aiPredictedUrgency: 'Low',
          },
          20,
          25,
        ),
        effort({ aiPredictedPriority: 'Medium', aiPredictedUrgency: 'Low' }, 45, 50),
        effort({ aiPredictedPriority: 'Low', aiPredictedUrgency: 'High' }, 10, 25),
      ]),
    ).toEqual([
      estimate('Do First', 80, 125, 3),
      estimate('Schedule', 45, 50),
      estimate('Delegate', 10, 25),
      estimate('Eliminate', 30, 25),
    ]);
  });

  it('leaves out tasks whose quadrant nobody has said', () => {
    expect(quadrantEstimates([effort({}, 30, 50)])).toEqual([]);
    expect(
      quadrantEstimates([
        effort({ aiPredictedPriority: 'High', aiPredictedUrgency: null }, 30, 50),
      ]),
    ).toEqual([]);
  });
});

describe('estimateSlip', () => {
  it('names the quadrant that overran its estimate by the largest ratio', () => {
    expect(
      estimateSlip([
        estimate('Do First', 60, 100),
        estimate('Schedule', 120, 300),
        estimate('Eliminate', 60, 60),
      ]),
    ).toEqual({ verdict: 'slipped', estimate: estimate('Schedule', 120, 300), ratio: 2.5 });
  });

  it('breaks a tie of ratios by the larger overrun, then by the order of the matrix', () => {
    expect(estimateSlip([estimate('Do First', 50, 100), estimate('Delegate', 100, 200)])).toEqual({
      verdict: 'slipped',
      estimate: estimate('Delegate', 100, 200),
      ratio: 2,
    });
    expect(estimateSlip([estimate('Do First', 50, 100), estimate('Delegate', 50, 100)])).toEqual({
      verdict: 'slipped',
      estimate: estimate('Do First', 50, 100),
      ratio: 2,
    });
  });

  it('says estimates held when no quadrant overran by a pomodoro and a quarter', () => {
    // 20 minutes over: less than one pomodoro.
    expect(estimateSlip([estimate('Do First', 30, 50)])).toEqual({ verdict: 'held' });
    // 30 minutes over 4 hours: within a quarter.
    expect(estimateSlip([estimate('Schedule', 240, 270)])).toEqual({ verdict: 'held' });
    expect(estimateSlip([estimate('Schedule', 240, 100)])).toEqual({ verdict: 'held' });
    // Just at both thresholds, it slipped.
    expect(estimateSlip([estimate('Schedule', 100, 125)])).toMatchObject({ verdict: 'slipped' });
  });

  it('judges only quadrants with two pomodoros of focus and an estimate', () => {
    expect(estimateSlip([])).toBeNull();
    // One pomodoro on a five-minute task is the timer's length, not a slip.
    expect(estimateSlip([estimate('Do First', 5, 25)])).toBeNull();
    expect(estimateSlip([estimate('Do First', 0, 100)])).toBeNull();
    expect(estimateSlip([estimate('Do First', 5, 25), estimate('Schedule', 60, 50)])).toEqual({
      verdict: 'held',
    });
  });
});
