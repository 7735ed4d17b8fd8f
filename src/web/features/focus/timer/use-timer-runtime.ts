import { useEffect } from 'react';
import { usePreferences } from '../api.ts';
import type { FocusMusic } from '../music/use-focus-music.ts';
import { getTimer } from './timer-instance.ts';
import { useIsTimerLeader, useLeadershipElection } from './use-leadership.ts';
import { useServerSync } from './use-server-sync.ts';
import { useTimerEngine } from './use-timer-engine.ts';
import { useTimerMusic } from './use-timer-music.ts';
import { useTimerShortcuts } from './use-timer-shortcuts.ts';
import { useTimerWindowEvents } from './use-window-events.ts';

/** Everything the timer does in the background of a signed-in tab; the music's state for the UI. */
export function useTimerRuntime(userId: string): FocusMusic {
  useLeadershipElection();
  const isLeader = useIsTimerLeader();
  const preferences = usePreferences().data;

  // Lengths, the break cycle, what starts by itself and the notification choice come from the
  // user's saved preferences.
  useEffect(() => {
    if (!preferences) return;
    getTimer().controller.configure({
      pomodoroLength: preferences.pomodoroLength,
      breakLength: preferences.breakLength,
      longBreakLength: preferences.longBreakLength,
      pomodorosPerLongBreak: preferences.pomodorosPerLongBreak,
      autoStartBreaks: preferences.autoStartBreaks,
      autoStartSessions: preferences.autoStartSessions,
      notificationsEnabled: preferences.notificationsEnabled,
    });
  }, [preferences]);

  useServerSync(userId);
  useTimerEngine(isLeader);
  useTimerWindowEvents();
  const music = useTimerMusic(isLeader);
  useTimerShortcuts();
  return music;
}
