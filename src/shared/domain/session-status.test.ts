import { describe, expect, it } from 'vitest';
import {
  canTransitionSession,
  isSessionStatus,
  SESSION_STATUSES,
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
