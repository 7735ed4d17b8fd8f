import { DEFAULT_PREFERENCES } from '../../../../shared/default-preferences.ts';
import {
  DEFAULT_TIMER_PREFERENCES,
  type TimerPreferences,
} from '../../../../shared/domain/timer.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import type { TimerApi } from './api.ts';
import type { Leadership } from './leadership.ts';
import type { TimerStore } from './timer-store.ts';

/** What the timer does to the world besides the server: sound, notices and error toasts. */
export interface TimerEffects {
  chime(): void;
  notify(title: string, body: string): void;
  error(message: string): void;
}

export interface TimerSettings extends TimerPreferences {
  notificationsEnabled: boolean;
}

export const DEFAULT_TIMER_SETTINGS: TimerSettings = {
  ...DEFAULT_TIMER_PREFERENCES,
  notificationsEnabled: DEFAULT_PREFERENCES.notificationsEnabled,
};

export interface TimerDeps {
  store: TimerStore;
  api: TimerApi;
  leadership: Pick<Leadership, 'isLeader' | 'claim'>;
  effects: TimerEffects;
  now?: () => number;
  isVisible?: () => boolean;
  /** Waits before retrying a failed completion that may succeed later (offline, 5xx). */
  retryDelays?: readonly number[];
}

/** The dependencies with their defaults filled in, plus the user's current settings. */
export interface TimerContext extends Required<TimerDeps> {
  settings(): TimerSettings;
  /** Sends a pause, resume or stop still unsent; true once the server has everything. */
  sendUnsynced(): Promise<boolean>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `call`, retrying after each delay while the failure is a network or server one. */
export async function withRetry<T>(call: () => Promise<T>, delays: readonly number[]): Promise<T> {
  for (const delay of delays) {
    try {
      return await call();
    } catch (error) {
      if (isRefusal(error)) throw error;
      await wait(delay);
    }
  }
  return call();
}

/** Ends a recorded break; a failure only loses one break from the insights, so it just warns. */
export function endBreakQuietly(ctx: TimerContext, breakId: string, completed: boolean): void {
  ctx.api.endBreak(breakId, completed).catch((error: unknown) => {
    console.warn('Could not record the end of the break.', error);
  });
}
