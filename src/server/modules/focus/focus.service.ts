import { canUseTheme, DEFAULT_MUSIC_THEME } from '../../../shared/domain/music-themes.ts';
import { DEFAULT_TIMER_PREFERENCES } from '../../../shared/domain/timer.ts';
import { DomainError } from '../../../shared/errors.ts';
import {
  ANOTHER_SESSION_ACTIVE,
  type Break,
  FOCUS_EVENTS,
  PRO_THEME_REFUSED,
  type Preferences,
  SESSION_NOT_FOUND,
  type SessionChange,
  type UpdatePreferences,
} from '../../../shared/focus.schemas.ts';
import { TASK_EVENTS } from '../../../shared/tasks.schemas.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { presentSession, presentTask } from '../tasks/task.presenter.ts';
import type { BreaksRepository } from './breaks.repository.ts';
import type { PreferencesRepository } from './preferences.repository.ts';
import type { SessionsRepository, SessionWithTask } from './sessions.repository.ts';

export interface FocusServiceDeps {
  sessions: SessionsRepository;
  preferences: PreferencesRepository;
  breaks: BreaksRepository;
  isPro(userId: string): Promise<boolean>;
  publish(userId: string, event: string, payload: unknown): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sessionNotFound = () => new DomainError('not_found', SESSION_NOT_FOUND);

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  notificationsEnabled: true,
  pomodoroLength: DEFAULT_TIMER_PREFERENCES.pomodoroLength,
  breakLength: DEFAULT_TIMER_PREFERENCES.breakLength,
  longBreakLength: DEFAULT_TIMER_PREFERENCES.longBreakLength,
  musicTheme: DEFAULT_MUSIC_THEME,
};

export function createFocusService(deps: FocusServiceDeps) {
  /** Tells every tab of the user, and updates the task in their lists. */
  const announce = (userId: string, change: SessionWithTask): SessionChange => {
    const presented = { task: presentTask(change.task), session: presentSession(change.session) };
    deps.publish(userId, FOCUS_EVENTS.session, presented);
    deps.publish(userId, TASK_EVENTS.upserted, { task: presented.task });
    return presented;
  };

  const presentPreferences = (row: Awaited<ReturnType<PreferencesRepository['find']>>) =>
    row
      ? {
          theme: row.theme,
          notificationsEnabled: row.notificationsEnabled,
          pomodoroLength: row.pomodoroLength,
          breakLength: row.breakLength,
          longBreakLength: row.longBreakLength,
          musicTheme: row.musicTheme,
        }
      : DEFAULT_PREFERENCES;

  return {
    active: async (userId: string): Promise<SessionChange | null> => {
      const change = await deps.sessions.findActive(userId);
      return change
        ? { task: presentTask(change.task), session: presentSession(change.session) }
        : null;
    },

    start: async (userId: string, sessionId: string) => {
      if (!UUID.test(sessionId)) throw sessionNotFound();
      let change: SessionWithTask | null;
      try {
        change = await deps.sessions.start(userId, sessionId);
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('conflict', ANOTHER_SESSION_ACTIVE);
        throw error;
      }
      if (!change) throw sessionNotFound();
      if (change.session.status === 'completed') {
        throw new DomainError('conflict', 'This session is already completed.');
      }
      return announce(userId, change);
    },

    interrupt: async (userId: string, sessionId: string, remainingSeconds: number) => {
      if (!UUID.test(sessionId)) throw sessionNotFound();
      const change = await deps.sessions.interrupt(userId, sessionId, remainingSeconds);
      if (!change) throw sessionNotFound();
      if (change.session.status !== 'interrupted') {
        throw new DomainError('conflict', 'This session is not running.');
      }
      return announce(userId, change);
    },

    complete: async (userId: string, sessionId: string, taskId: string) => {
      if (!UUID.test(sessionId) || !UUID.test(taskId)) throw sessionNotFound();
      const change = await deps.sessions.complete(userId, sessionId, taskId);
      if (change === 'mismatch') {
        throw new DomainError('bad_request', 'This session does not belong to that task.');
      }
      if (!change) throw sessionNotFound();
      if (change.session.status !== 'completed') {
        throw new DomainError('conflict', 'This session is not running.');
      }
      return announce(userId, change);
    },

    preferences: async (userId: string): Promise<Preferences> =>
      presentPreferences(await deps.preferences.find(userId)),

    savePreferences: async (userId: string, changes: UpdatePreferences): Promise<Preferences> => {
      if (changes.musicTheme && !canUseTheme(changes.musicTheme, await deps.isPro(userId))) {
        throw new DomainError('forbidden', PRO_THEME_REFUSED);
      }
      return presentPreferences(await deps.preferences.save(userId, changes));
    },

    startBreak: async (userId: string, kind: 'short' | 'long'): Promise<Break> =>
      presentBreak(await deps.breaks.start(userId, kind)),

    endBreak: async (userId: string, id: string, completed: boolean): Promise<Break> => {
      const row = await deps.breaks.end(userId, id, completed);
      if (!row) throw new DomainError('not_found', 'No such running break.');
      return presentBreak(row);
    },
  };
}

function presentBreak(row: {
  id: string;
  kind: 'short' | 'long';
  startTime: Date;
  endTime: Date | null;
  completed: boolean;
}): Break {
  return {
    id: row.id,
    kind: row.kind,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    completed: row.completed,
  };
}

export type FocusService = ReturnType<typeof createFocusService>;
