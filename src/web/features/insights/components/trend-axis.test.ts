// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { axisLabel, trendAxis } from './trend-axis.ts';

describe('trendAxis', () => {
  it('reaches the highest figure in at most four round steps', () => {
    expect(trendAxis(0)).toEqual([0, 5]);
    expect(trendAxis(18)).toEqual([0, 5, 10, 15, 20]);
    expect(trendAxis(80)).toEqual([0, 30, 60, 90]);
    expect(trendAxis(200)).toEqual([0, 60, 120, 180, 240]);
    expect(trendAxis(1500)).toEqual([0, 600, 1200, 1800]);
    expect(trendAxis(3345)).toEqual([0, 1200, 2400, 3600]);
  });

  it('still covers more than a month of whole days', () => {
    const marks = trendAxis(60_000);
    expect(marks.length).toBeLessThanOrEqual(5);
    expect(marks.at(-1)).toBeGreaterThanOrEqual(60_000);
  });
});

describe('axisLabel', () => {
  it('writes minutes, hours, or both', () => {
    expect(axisLabel(0)).toBe('0');
    expect(axisLabel(45)).toBe('45m');
    expect(axisLabel(120)).toBe('2h');
    expect(axisLabel(90)).toBe('1h 30m');
  });
});
