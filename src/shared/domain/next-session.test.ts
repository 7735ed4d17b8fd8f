import { describe, expect, it } from 'vitest';
import {
  isTemporaryId,
  nextSession,
  type SessionRef,
  sessionActionLabel,
  startButtonState,
} from './next-session.ts';
import type { SessionStatus } from './session-status.ts';

function session(sessionOrder: number, status: SessionStatus, id = `s${sessionOrder}`): SessionRef {
  return { id, sessionOrder, status };
}

describe('isTemporaryId', () => {
  it('recognises the temp- prefix only at the start', () => {
    expect(isTemporaryId('temp-123')).toBe(true);
    expect(isTemporaryId('temp-')).toBe(true);
    expect(isTemporaryId('abc-temp-1')).toBe(false);
    expect(isTemporaryId('Temp-1')).toBe(false);
    expect(isTemporaryId('')).toBe(false);
  });
});

describe('nextSession', () => {
  it('prefers the interrupted session over pending ones', () => {
    const sessions = [session(1, 'completed'), session(2, 'pending'), session(3, 'interrupted')];
    expect(nextSession(sessions)?.sessionOrder).toBe(3);
  });

  it('takes the lowest session_order, whatever the array order', () => {
    expect(nextSession([session(3, 'pending'), session(2, 'pending')])?.sessionOrder).toBe(2);
    expect(nextSession([session(4, 'interrupted'), session(2, 'interrupted')])?.sessionOrder).toBe(
      2,
    );
  });

  it('gives none when every session is completed or active', () => {
    expect(nextSession([session(1, 'completed'), session(2, 'active')])).toBeUndefined();
    expect(nextSession([])).toBeUndefined();
  });
});

describe('startButtonState', () => {
  it('reads Start #n for a pending session', () => {
    const sessions = [session(1, 'completed'), session(2, 'pending')];
    expect(startButtonState({ taskId: 't1', sessions, anySessionActive: false })).toEqual({
      label: 'Start #2',
      disabled: false,
      session: sessions[1],
    });
  });

  it('reads Resume #n for an interrupted session', () => {
    const state = startButtonState({
      taskId: 't1',
      sessions: [session(1, 'interrupted'), session(2, 'pending')],
      anySessionActive: false,
    });
    expect(state?.label).toBe('Resume #1');
  });

  it('is disabled while any session is active', () => {
    const state = startButtonState({
      taskId: 't1',
      sessions: [session(1, 'pending')],
      anySessionActive: true,
    });
    expect(state).toMatchObject({ label: 'Start #1', disabled: true });
  });

  it('reads Creating... for a temporary task, even before its sessions exist', () => {
    expect(startButtonState({ taskId: 'temp-1', sessions: [], anySessionActive: false })).toEqual({
      label: 'Creating...',
      disabled: true,
      session: undefined,
    });
  });

  it('reads Creating... for a temporary session', () => {
    const state = startButtonState({
      taskId: 't1',
      sessions: [session(1, 'pending', 'temp-s1')],
      anySessionActive: false,
    });
    expect(state).toMatchObject({ label: 'Creating...', disabled: true });
  });

  it('is absent when nothing is left to start', () => {
    expect(
      startButtonState({
        taskId: 't1',
        sessions: [session(1, 'completed')],
        anySessionActive: false,
      }),
    ).toBeNull();
  });
});

describe('sessionActionLabel', () => {
  it('names the session in full for the edit dialog', () => {
    expect(sessionActionLabel(session(2, 'interrupted'))).toBe('Resume Session #2');
    expect(sessionActionLabel(session(1, 'pending'))).toBe('Start Session #1');
  });
});
