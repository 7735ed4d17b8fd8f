import { describe, expect, it } from 'vitest';
import {
  holdWindowStart,
  laterSuspensionEnd,
  REPORTERS_BEFORE_HOLD,
  reachesHold,
  suspensionEnd,
  suspensionInForce,
} from './moderation.ts';

const now = new Date('2026-11-28T12:00:00.000Z');

describe('the reports that keep someone out of matchmaking', () => {
  it('count different people, not reports', () => {
    expect(reachesHold(['ann', 'ann', 'ann', 'bob'])).toBe(false);
    expect(reachesHold(['ann', 'bob', 'cid'].slice(0, REPORTERS_BEFORE_HOLD))).toBe(true);
  });

  it('are those of the last seven days', () => {
    expect(holdWindowStart(now).toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });
});

describe('a suspension', () => {
  it('ends after the days chosen, or never', () => {
    expect(suspensionEnd(now, 7)?.toISOString()).toBe('2026-12-05T12:00:00.000Z');
    expect(suspensionEnd(now, null)).toBeNull();
  });

  it('holds until its end, and for good without one', () => {
    const end = new Date('2026-11-29T12:00:00.000Z');
    expect(suspensionInForce(end, now)).toBe(true);
    expect(suspensionInForce(end, end)).toBe(false);
    expect(suspensionInForce(null, new Date('2100-01-01T00:00:00.000Z'))).toBe(true);
  });
});

describe('a second suspension', () => {
  it('never shortens the one in force', () => {
    const week = new Date('2026-12-05T12:00:00.000Z');
    const day = new Date('2026-11-29T12:00:00.000Z');
    expect(laterSuspensionEnd(week, day)).toBe(week);
    expect(laterSuspensionEnd(day, week)).toBe(week);
    expect(laterSuspensionEnd(null, day)).toBeNull();
    expect(laterSuspensionEnd(week, null)).toBeNull();
  });
});
