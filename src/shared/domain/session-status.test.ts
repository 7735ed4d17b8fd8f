import { describe, expect, it } from 'vitest';
import {
  canTransitionSession,
  completedFocusMinutes,
  isSessionStatus,
  remainingAfterStop,
  SESSION_STATUSES,
  secondsLeftAt,
  sessionMove,
  taskProgress,
} from './session-status.ts';

describe('isSessionStatus', () => {
  it('accepts the four statuses', () => {
    for (const status of SESSION_STATUSES) expect(isSessionStatus(status)).toBe(true);
  });

  it('rejects anything else', () => {
    for (const value of ['Pending', 'done', '', null, undefined, 1, {}]) {
      expect(isSessionStatus(value)).toBe(false);
    }
  });
});

describe('canTransitionSession', () => {
  it('allows start, stop, resume and finish', () => {
    expect(canTransitionSession('pending', 'active')).toBe(true);
    expect(canTransitionSession('active', 'interrupted')).toBe(true);
    expect(canTransitionSession('interrupted', 'active')).toBe(true);
    expect(canTransitionSession('active', 'completed')).toBe(true);
  });

  it('refuses skipping the active state and leaving completed', () => {
    expect(canTransitionSession('pending', 'completed')).toBe(false);
    expect(canTransitionSession('interrupted', 'completed')).toBe(false);
    expect(canTransitionSession('active', 'active')).toBe(false);
    for (const status of SESSION_STATUSES) {
      expect(canTransitionSession('completed', status)).toBe(false);
    }
  });
});

describe('sessionMove', () => {
  it('applies the moves the timer makes', () => {
    expect(sessionMove('pending', 'active')).toBe('apply');
    expect(sessionMove('interrupted', 'active')).toBe('apply');
    expect(sessionMove('active', 'interrupted')).toBe('apply');
    expect(sessionMove('active', 'completed')).toBe('apply');
  });

  it('does nothing for a session already where it is asked to go', () => {
    for (const status of SESSION_STATUSES)
      expect(sessionMove(status, status)).toBe('already_there');
  });

  it('refuses every other move', () => {
    expect(sessionMove('completed', 'active')).toBe('refused');
    expect(sessionMove('pending', 'completed')).toBe('refused');
    expect(sessionMove('pending', 'interrupted')).toBe('refused');
    expect(sessionMove('interrupted', 'completed')).toBe('refused');
  });
});

describe('remainingAfterStop', () => {
  it('keeps what the timer reported', () => {
    expect(remainingAfterStop(600, 25)).toBe(600);
  });

  it('never keeps more than the session holds, nor less than nothing', () => {
    expect(remainingAfterStop(86_400, 25)).toBe(1500);
    expect(remainingAfterStop(-5, 25)).toBe(0);
  });
});

describe('secondsLeftAt', () => {
  const now = new Date('2026-11-21T09:10:00Z');
  const startedAt = (iso: string) => new Date(iso);

  it('counts down from the full length of a session started fresh', () => {
    expect(
      secondsLeftAt(
        {
          durationMinutes: 25,
          remainingTimeSeconds: null,
          startTime: startedAt('2026-11-21T09:00:00Z'),
        },
        now,
      ),
    ).toBe(15 * 60);
  });

  it('counts down from what a resumed session had left', () => {
    expect(
      secondsLeftAt(
        {
          durationMinutes: 25,
          remainingTimeSeconds: 700,
          startTime: startedAt('2026-11-21T09:05:00Z'),
        },
        now,
      ),
    ).toBe(400);
  });

  it('keeps nothing once the time is up, and never more than the session holds', () => {
    expect(
      secondsLeftAt(
        {
          durationMinutes: 5,
          remainingTimeSeconds: null,
          startTime: startedAt('2026-11-21T08:00:00Z'),
        },
        now,
      ),
    ).toBe(0);
    expect(
      secondsLeftAt(
        {
          durationMinutes: 5,
          remainingTimeSeconds: null,
          startTime: startedAt('2026-11-21T10:00:00Z'),
        },
        now,
      ),
    ).toBe(300);
  });
});

describe('completedFocusMinutes', () => {
  it('counts the session length, and at least a minute', () => {
    expect(completedFocusMinutes(25)).toBe(25);
    expect(completedFocusMinutes(0)).toBe(1);
  });
});

describe('taskProgress', () => {
  it('is not completed without sessions', () => {
    expect(taskProgress([])).toEqual({ completed: false, pomodorosCompleted: 0, focusMinutes: 0 });
  });

  it('counts only completed sessions', () => {
    expect(
      taskProgress([
        { status: 'completed', focusMinutes: 25 },
        { status: 'interrupted', focusMinutes: 7 },
        { status: 'completed', focusMinutes: 10 },
      ]),
    ).toEqual({ completed: false, pomodorosCompleted: 2, focusMinutes: 35 });
  });

  it('completes the task when every session is completed', () => {
    expect(
      taskProgress([
        { status: 'completed', focusMinutes: 25 },
        { status: 'completed', focusMinutes: 1 },
      ]),
    ).toEqual({ completed: true, pomodorosCompleted: 2, focusMinutes: 26 });
  });
});
