import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  plannedSessionsText,
  sessionProgressText,
  sessionsText,
  taskProgressLabel,
} from './session-count.ts';
import { splitIntoSessions } from './session-split.ts';
import { type SessionStatus, taskProgress } from './session-status.ts';

describe('taskProgressLabel', () => {
  const session = (status: SessionStatus, focusMinutes = 0) => ({ status, focusMinutes });
  /** The label of a task with these sessions, from the counts the server keeps for it. */
  const sessionProgressLabel = (sessions: { status: SessionStatus; focusMinutes: number }[]) => {
    const progress = taskProgress(sessions);
    return taskProgressLabel({
      pomodorosCompletedCount: progress.pomodorosCompleted,
      totalPomodorosPlanned: sessions.length,
      focusTimeCompletedMinutes: progress.focusMinutes,
    });
  };

  it('shows the completed sessions of all and the focus minutes they gave', () => {
    expect(sessionProgressLabel([session('completed', 1)])).toBe('1 of 1 session · 1 min');
    expect(
      sessionProgressLabel([
        session('completed', 25),
        session('completed', 25),
        session('pending'),
      ]),
    ).toBe('2 of 3 sessions · 50 min');
  });

  it('shows a task ticked off without focus as nothing done', () => {
    expect(sessionProgressLabel([session('pending')])).toBe('0 of 1 session · 0 min');
    expect(sessionProgressLabel([session('interrupted'), session('pending')])).toBe(
      '0 of 2 sessions · 0 min',
    );
  });

  it('counts sessions, not full pomodoros: a short one done is one done', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), (minutes) => {
        const sessions = splitIntoSessions(minutes).map((length) => session('completed', length));
        expect(sessionProgressLabel(sessions)).toBe(
          `${sessions.length} of ${sessionsText(sessions.length)} · ${minutes} min`,
        );
      }),
    );
  });
});

describe('sessionsText', () => {
  it('uses the singular for exactly one session', () => {
    expect(sessionsText(0)).toBe('0 sessions');
    expect(sessionsText(1)).toBe('1 session');
    expect(sessionsText(2)).toBe('2 sessions');
  });
});

describe('sessionProgressText', () => {
  it('shows total and completed sessions', () => {
    expect(
      sessionProgressText([
        { status: 'completed' },
        { status: 'interrupted' },
        { status: 'pending' },
      ]),
    ).toBe('3 Sessions (1 completed)');
  });

  it('uses the singular for exactly one session', () => {
    expect(sessionProgressText([{ status: 'completed' }])).toBe('1 Session (1 completed)');
  });

  it('uses the plural for zero sessions', () => {
    expect(sessionProgressText([])).toBe('0 Sessions (0 completed)');
  });
});

describe('plannedSessionsText', () => {
  it('counts the sessions a task is split into by the given length', () => {
    expect(plannedSessionsText(25, 25)).toBe('1 session');
    expect(plannedSessionsText(30, 25)).toBe('2 sessions');
    expect(plannedSessionsText(20, 1)).toBe('20 sessions');
  });

  it('says when the sessions are longer than the length, to stay within 20', () => {
    expect(plannedSessionsText(30, 1)).toBe(
      '15 sessions of 2 minutes (a task has at most 20 sessions)',
    );
    expect(plannedSessionsText(90, 1)).toBe(
      '18 sessions of 5 minutes (a task has at most 20 sessions)',
    );
  });
});
