import { SESSION_NOT_FOUND } from '../../../../shared/domain/session-status.ts';
import type { TimerMode } from '../../../../shared/domain/timer.ts';
import type { SessionAction } from './timer-state.ts';

/** The timer's user-facing texts; the errors word for word as the product gives them. */
export const timerMessages = {
  notReady: 'Pomodoro system is not ready to start. Please wait while the task is being created...',
  sessionNotFound: SESSION_NOT_FOUND,
  startFailed: 'Could not start the Pomodoro session. Please try again.',
  completeFailed: 'Failed to complete Pomodoro session.',
  finalizeFailed: 'Failed to finalize Pomodoro session.',

  timerName: 'Pomodoro timer',
  timerActive: '(Timer is active)',
  timerPaused: '(Timer is paused)',
  activeSessionHeading: 'Active Session',
  startATask: 'Start a Task',
  noSession: 'No focus session is running. Pick a task and start a session to get going.',
  shortcutsTitle: 'Keyboard shortcuts',

  checking: 'Checking your timer…',
  breakOver: 'Break is over',
  notNow: 'Not now',
  skipBreak: 'Skip break',
  startBreak: 'Start break',
  resumeMusic: 'Resume music',
  music: 'Music',
  musicPanel: 'Music and volume',
  showTimer: 'Show timer',
  musicBlocked: 'Your browser needs a click before it plays sound.',
} as const;

const actionNames: Record<SessionAction, string> = {
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
};

/** Shown while a change waits for the server (it could not be reached). */
export function unsyncedNotice(action: SessionAction): string {
  return `${actionNames[action]} not saved yet. Pomopal will send it when it reconnects.`;
}

/** The server refused a change that waited for it: the session moved on elsewhere. */
export function refusedChangeMessage(action: SessionAction): string {
  // Stopping is finalizing the session, in the product's words.
  if (action === 'stop') return timerMessages.finalizeFailed;
  return `${actionNames[action]} not saved: the session changed on another device.`;
}

/** The break-over prompt's question. */
export function nextSessionQuestion(order: number, title: string): string {
  return `Ready for session #${order} of ${title}?`;
}

export const modeLabels: Record<TimerMode, string> = {
  work: 'Focus',
  shortBreak: 'Short break',
  longBreak: 'Long break',
};
