import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_MINUTES,
  isAllowedTaskMinutes,
  MAX_SESSIONS_PER_TASK,
  MAX_TASK_MINUTES,
  MIN_TASK_MINUTES,
  plannedSessionCount,
  planSessions,
  readTaskMinutes,
  resplitPending,
  splitIntoSessions,
} from './session-split.ts';

describe('splitIntoSessions', () => {
  it('splits into 25-minute sessions with the remainder last', () => {
    expect(splitIntoSessions(60)).toEqual([25, 25, 10]);
    expect(splitIntoSessions(25)).toEqual([25]);
    expect(splitIntoSessions(50)).toEqual([25, 25]);
    expect(splitIntoSessions(1)).toEqual([1]);
    expect(splitIntoSessions(26)).toEqual([25, 1]);
  });

  it('gives no sessions for zero minutes', () => {
    expect(splitIntoSessions(0)).toEqual([]);
  });

  it('uses a custom session length', () => {
    expect(splitIntoSessions(100, 45)).toEqual([45, 45, 10]);
  });

  it('rejects invalid minutes and lengths', () => {
    expect(() => splitIntoSessions(-1)).toThrow(RangeError);
    expect(() => splitIntoSessions(1.5)).toThrow(RangeError);
    expect(() => splitIntoSessions(Number.NaN)).toThrow(RangeError);
    expect(() => splitIntoSessions(MAX_TASK_MINUTES + 1)).toThrow(RangeError);
    expect(() => splitIntoSessions(60, 0)).toThrow(RangeError);
    expect(() => splitIntoSessions(60, 2.5)).toThrow(RangeError);
  });

  it('makes at most 20 sessions, longer ones when the length would make more', () => {
    // An hour and a half at one minute a session would be 90 sessions.
    expect(planSessions(90, 1)).toEqual({
      length: 5,
      sessions: Array.from({ length: 18 }, () => 5),
      lengthened: true,
    });
    expect(planSessions(500, 25)).toMatchObject({ length: 25, lengthened: false });
    expect(planSessions(501, 25).sessions).toHaveLength(MAX_SESSIONS_PER_TASK);
    expect(planSessions(MAX_TASK_MINUTES, 25)).toMatchObject({ length: 72, lengthened: true });
  });

  it('always sums to the minutes, the first ones of the plan length, at most 20 of them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_TASK_MINUTES }),
        fc.integer({ min: 1, max: 120 }),
        (minutes, length) => {
          const plan = planSessions(minutes, length);
          const parts = plan.sessions;
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(minutes);
          expect(parts.every((part) => part >= 1 && part <= plan.length)).toBe(true);
          expect(parts.length).toBeLessThanOrEqual(MAX_SESSIONS_PER_TASK);
          expect(parts.length).toBe(Math.ceil(minutes / plan.length));
          expect(parts.length).toBe(plannedSessionCount(minutes, length));
          expect(parts.slice(0, -1).every((part) => part === plan.length)).toBe(true);
          // Lengthened only when the asked length would have made too many sessions.
          expect(plan.lengthened).toBe(Math.ceil(minutes / length) > MAX_SESSIONS_PER_TASK);
        },
      ),
    );
  });
});

describe('resplitPending', () => {
  const session = (n: number, durationMinutes: number) => ({
    id: `s${n}`,
    sessionOrder: n,
    durationMinutes,
  });

  it('splits what is left with the length in force when a session starts', () => {
    // A 15-minute task made at 25 minutes, started after the length became 5.
    const only = session(1, 15);
    expect(resplitPending(only, [only], 5, { others: 0, lastOrder: 1 })).toEqual({
      resized: [{ id: 's1', durationMinutes: 5 }],
      removed: [],
      added: [
        { sessionOrder: 2, durationMinutes: 5 },
        { sessionOrder: 3, durationMinutes: 5 },
      ],
      sessionCount: 3,
    });
  });

  it('removes the last sessions when a longer length makes fewer', () => {
    // Two sessions done; four of 25 left, started at 50 minutes.
    const pending = [3, 4, 5, 6].map((n) => session(n, 25));
    const [third] = pending;
    if (!third) throw new Error('no session');
    expect(resplitPending(third, pending, 50, { others: 2, lastOrder: 6 })).toEqual({
      resized: [
        { id: 's3', durationMinutes: 50 },
        { id: 's4', durationMinutes: 50 },
      ],
      removed: ['s5', 's6'],
      added: [],
      sessionCount: 4,
    });
  });

  it('changes nothing when the length is the one the task was split with', () => {
    const pending = [session(1, 25), session(2, 25), session(3, 10)];
    const [first] = pending;
    if (!first) throw new Error('no session');
    expect(resplitPending(first, pending, 25, { others: 0, lastOrder: 3 })).toEqual({
      resized: [],
      removed: [],
      added: [],
      sessionCount: 3,
    });
  });

  it('gives the starting session the first part, whichever pending one it is', () => {
    const pending = [session(1, 25), session(2, 10)];
    const second = pending[1];
    if (!second) throw new Error('no session');
    const resplit = resplitPending(second, pending, 25, { others: 0, lastOrder: 2 });
    expect(resplit.resized).toEqual([
      { id: 's2', durationMinutes: 25 },
      { id: 's1', durationMinutes: 10 },
    ]);
  });

  it('keeps the whole task within the session limit when some sessions are done', () => {
    const pending = [session(11, 250)];
    const [first] = pending;
    if (!first) throw new Error('no session');
    const resplit = resplitPending(first, pending, 1, { others: 10, lastOrder: 11 });
    expect(resplit.sessionCount).toBe(MAX_SESSIONS_PER_TASK);
    expect(resplit.resized).toEqual([{ id: 's11', durationMinutes: 25 }]);
  });

  it('keeps the minutes left and the session limit, whatever the length', () => {
    fc.assert(
      fc.property(
        // At most a whole task's minutes (12 x 120 = 1440), some sessions of it already done.
        fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 8 }),
        (durations, length, others) => {
          const pending = durations.map((minutes, index) => session(others + index + 1, minutes));
          const [first] = pending;
          if (!first) return;
          const resplit = resplitPending(first, pending, length, {
            others,
            lastOrder: others + pending.length,
          });
          const kept = pending.filter((s) => !resplit.removed.includes(s.id));
          const minutesAfter =
            kept.reduce(
              (sum, s) =>
                sum +
                (resplit.resized.find((r) => r.id === s.id)?.durationMinutes ?? s.durationMinutes),
              0,
            ) + resplit.added.reduce((sum, s) => sum + s.durationMinutes, 0);
          expect(minutesAfter).toBe(durations.reduce((sum, d) => sum + d, 0));
          expect(others + kept.length + resplit.added.length).toBe(resplit.sessionCount);
          expect(resplit.sessionCount).toBeLessThanOrEqual(MAX_SESSIONS_PER_TASK);
          expect(resplit.removed).not.toContain(first.id);
        },
      ),
    );
  });
});

describe('plannedSessionCount', () => {
  it('rounds up', () => {
    expect(plannedSessionCount(60)).toBe(3);
    expect(plannedSessionCount(75)).toBe(3);
    expect(plannedSessionCount(76)).toBe(4);
    expect(plannedSessionCount(1)).toBe(1);
    expect(plannedSessionCount(0)).toBe(0);
  });

  it('rejects invalid input', () => {
    expect(() => plannedSessionCount(-5)).toThrow(RangeError);
    expect(() => plannedSessionCount(10, -1)).toThrow(RangeError);
  });
});

describe('readTaskMinutes', () => {
  it('defaults to 25 when the field is empty', () => {
    for (const input of ['', '   ']) {
      expect(readTaskMinutes(input)).toEqual({ minutes: DEFAULT_TASK_MINUTES });
    }
  });

  it('takes whole minutes within the limits as they are', () => {
    expect(readTaskMinutes('1')).toEqual({ minutes: 1 });
    expect(readTaskMinutes(' 60 ')).toEqual({ minutes: 60 });
    expect(readTaskMinutes(String(MAX_TASK_MINUTES))).toEqual({ minutes: MAX_TASK_MINUTES });
  });

  it('refuses anything else with what is allowed, instead of changing it', () => {
    for (const input of ['0', '-5', '99999', '1441', '12.5', 'abc', 'Infinity']) {
      expect(readTaskMinutes(input)).toEqual({
        error: 'Enter a whole number of minutes from 1 to 1440.',
      });
    }
  });
});

describe('isAllowedTaskMinutes', () => {
  it('allows whole minutes from MIN_TASK_MINUTES to MAX_TASK_MINUTES', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (minutes) => {
        expect(isAllowedTaskMinutes(minutes)).toBe(
          minutes >= MIN_TASK_MINUTES && minutes <= MAX_TASK_MINUTES,
        );
      }),
    );
    expect(isAllowedTaskMinutes(2.5)).toBe(false);
    expect(isAllowedTaskMinutes(Number.NaN)).toBe(false);
  });
});
