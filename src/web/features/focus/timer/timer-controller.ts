import { isTemporaryId } from '../../../../shared/domain/next-session.ts';
import type { SessionChange } from '../../../../shared/focus.schemas.ts';
import type { PomodoroSession, Task } from '../../../../shared/tasks.schemas.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { timerMessages } from './messages.ts';
import { finishBreak, finishWork } from './phase-end.ts';
import { applySessionChange } from './session-sync.ts';
import {
  DEFAULT_TIMER_SETTINGS,
  endBreakQuietly,
  isSessionMismatch,
  type TimerContext,
  type TimerDeps,
  type TimerSettings,
} from './timer-context.ts';
import {
  cleared,
  isPaused,
  isRunning,
  paused,
  resumed,
  secondsLeft,
  workPhase,
} from './timer-state.ts';

/** A follower tab takes over when the leading tab has let a phase overrun by this much. */
const TAKE_OVER_AFTER_MS = 2500;
const DEFAULT_RETRY_DELAYS = [1000, 3000];

export type TimerController = ReturnType<typeof createTimerController>;

function startError(error: unknown): string {
  if (isApiError(error, 'tasks.session_not_found')) return timerMessages.sessionNotFound;
  // The server's own words: another session is running, or this one is already done.
  if (isApiError(error, 'tasks.another_session_active', 'tasks.session_already_completed')) {
    return error.message;
  }
  return timerMessages.startFailed;
}

/** The timer's behaviour, free of React: what Start, Pause, Stop and the clock reaching zero do. */
export function createTimerController(deps: TimerDeps) {
  let settings: TimerSettings = DEFAULT_TIMER_SETTINGS;
  const ctx: TimerContext = {
    now: Date.now,
    isVisible: () => document.visibilityState === 'visible',
    retryDelays: DEFAULT_RETRY_DELAYS,
    ...deps,
    settings: () => settings,
  };
  const { store, api, leadership, effects } = ctx;

  const endRunningBreak = () => {
    const { mode, breakId } = store.getState();
    if (mode !== 'work' && breakId) endBreakQuietly(ctx, breakId, false);
  };

  const clearIfFollowing = (sessionId: string) => {
    const state = store.getState();
    if (state.mode === 'work' && state.sessionId === sessionId) store.commit(cleared);
  };

  // Pause and resume reach the server in the order they were clicked.
  let serverQueue: Promise<void> = Promise.resolve();
  const inOrder = (call: () => Promise<SessionChange>) => {
    serverQueue = serverQueue.then(async () => {
      try {
        store.taskUpdated((await call()).task);
      } catch (error) {
        // The local timer stays right; only other devices miss the pause.
        console.warn('Pomopal: the pause could not be recorded on the server.', error);
      }
    });
  };

  return {
    /** The user's lengths and notification choice, as the preferences query loads them. */
    configure(next: Partial<TimerSettings>) {
      settings = { ...settings, ...next };
    },

    /** Starts or resumes a session on the server, then counts it down. False when refused. */
    async start(task: Task, session: PomodoroSession): Promise<boolean> {
      if (isTemporaryId(task.id) || isTemporaryId(session.id)) {
        effects.error(timerMessages.notReady);
        return false;
      }
      let change: SessionChange;
      try {
        change = await api.start(session.id);
      } catch (error) {
        effects.error(startError(error));
        return false;
      }
      endRunningBreak();
      store.commit(workPhase(change.session, ctx.now()), change.task);
      store.taskUpdated(change.task);
      leadership.claim();
      return true;
    },

    pause() {
      const state = store.getState();
      if (!isRunning(state)) return;
      store.commit(paused(state, ctx.now()));
      leadership.claim();
      // A paused focus session is interrupted on the server too, so another device following it
      // does not count on and complete it meanwhile; resuming starts it again from there.
      const { sessionId } = state;
      if (state.mode === 'work' && sessionId) {
        const left = secondsLeft(store.getState(), ctx.now());
        inOrder(() => api.interrupt(sessionId, left));
      }
    },

    resume() {
      const state = store.getState();
      if (!isPaused(state)) return;
      store.commit(resumed(state, ctx.now()));
      leadership.claim();
      const { sessionId } = state;
      if (state.mode === 'work' && sessionId) inOrder(() => api.start(sessionId));
    },

    /** Work: interrupts the session with the seconds left. Break: ends it early. */
    async stop(): Promise<void> {
      const state = store.getState();
      if (state.mode === null) return;
      if (state.mode !== 'work' || !state.sessionId) {
        store.commit(cleared);
        if (state.breakId) endBreakQuietly(ctx, state.breakId, false);
        return;
      }
      const { sessionId } = state;
      try {
        const change = await api.interrupt(sessionId, secondsLeft(state, ctx.now()));
        store.taskUpdated(change.task);
        clearIfFollowing(sessionId);
      } catch (error) {
        effects.error(timerMessages.finalizeFailed);
        // A mismatch will never succeed: stop. Offline, the timer keeps going so Stop can be retried.
        if (isSessionMismatch(error)) clearIfFollowing(sessionId);
      }
    },

    /** Called every second and when a phase is due: the leading tab ends the phase. */
    tick() {
      const state = store.getState();
      if (state.mode === null || state.endsAt === null) return;
      const late = ctx.now() - state.endsAt;
      if (late < 0) return;
      if (!leadership.isLeader()) {
        // The leading tab may be asleep in the background: a tab the user is looking at steps in.
        if (late > TAKE_OVER_AFTER_MS && ctx.isVisible()) leadership.claim();
        return;
      }
      if (state.mode === 'work') void finishWork(ctx);
      else finishBreak(ctx);
    },

    /** A 'focus:session' event: a session changed on this or another device. */
    sessionChanged(change: SessionChange) {
      applySessionChange(ctx, change);
    },

    /**
     * GET /api/sessions/active's answer. `since` is the snapshot's updatedAt when it was asked:
     * if the timer changed meanwhile, what it holds now is newer than the answer.
     */
    reconcile(active: SessionChange | null, since: number) {
      const state = store.getState();
      if (state.updatedAt !== since) return;
      if (active) applySessionChange(ctx, active);
      // A session paused here is interrupted on the server on purpose: keep it.
      else if (state.mode === 'work' && !isPaused(state)) store.commit(cleared);
    },
  };
}
