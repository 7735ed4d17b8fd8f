import { DEFAULT_PREFERENCES } from '../../../shared/default-preferences.ts';
import { getMusicTheme, PRO_THEME_REFUSED } from '../../../shared/domain/music-themes.ts';
import type { Break, Preferences, UpdatePreferences } from '../../../shared/focus.schemas.ts';
import type { BreaksRepository } from './breaks.repository.ts';
import { focusErrors } from './focus.errors.ts';
import type { PreferencesRepository } from './preferences.repository.ts';

export interface FocusServiceDeps {
  preferences: PreferencesRepository;
  breaks: BreaksRepository;
  /** Billing's Pro guard: throws `billing.pro_required` with `message` for a user without Pro. */
  assertPro(userId: string, message: string): Promise<void>;
  /** A break started: its end is pushed to the user's devices. */
  timerStarted(end: {
    userId: string;
    subjectId: string;
    kind: 'break';
    endsAt: Date;
  }): Promise<void>;
  /** A break ended (or was stopped): nothing is pushed. */
  timerStopped(userId: string, subjectId: string): Promise<void>;
}

/** The user's timer preferences and the breaks between their sessions. */
export function createFocusService(deps: FocusServiceDeps) {
  // The row is the contract plus its keys: a new preference is one more column, nothing here.
  const presentPreferences = (
    row: Awaited<ReturnType<PreferencesRepository['find']>>,
  ): Preferences => {
    if (!row) return DEFAULT_PREFERENCES;
    const { userId: _userId, updatedAt: _updatedAt, ...preferences } = row;
    return preferences;
  };

  const preferences = async (userId: string): Promise<Preferences> =>
    presentPreferences(await deps.preferences.find(userId));

  return {
    preferences,

    /** The length the user's Pomodoro sessions are split into. */
    sessionLength: async (userId: string): Promise<number> =>
      (await preferences(userId)).pomodoroLength,

    savePreferences: async (userId: string, changes: UpdatePreferences): Promise<Preferences> => {
      if (changes.musicTheme && getMusicTheme(changes.musicTheme).proOnly) {
        await deps.assertPro(userId, PRO_THEME_REFUSED);
      }
      return presentPreferences(await deps.preferences.save(userId, changes));
    },

    startBreak: async (userId: string, kind: 'short' | 'long'): Promise<Break> => {
      const row = await deps.breaks.start(userId, kind);
      const lengths = await preferences(userId);
      const minutes = kind === 'long' ? lengths.longBreakLength : lengths.breakLength;
      await deps.timerStarted({
        userId,
        subjectId: row.id,
        kind: 'break',
        endsAt: new Date(row.startTime.getTime() + minutes * 60_000),
      });
      return presentBreak(row);
    },

    endBreak: async (userId: string, id: string, completed: boolean): Promise<Break> => {
      const row = await deps.breaks.end(userId, id, completed);
      if (!row) throw focusErrors.breakNotFound();
      await deps.timerStopped(userId, id);
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
