import { isTemporaryId, nextSession } from '../../../../shared/domain/next-session.ts';
import type { SessionChange } from '../../../../shared/focus.schemas.ts';
import type { SessionHead } from '../../../../shared/task-list.schemas.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { timerMessages } from './messages.ts';
import { finishBreak, finishWork, recordBreak } from './phase-end.ts';
import { applySessionChange } from './session-sync.ts';
import {
  DEFAULT_TIMER_SETTINGS,
  endBreakQuietly,
  type TimerContext,
  type TimerDeps,
  type TimerSettings,
} from './timer-context.ts';
import {
  cleared,
  followedSession,
  isPaused,
  isRunning,
  paused,
  resumed,
  type SessionAction,
  type SnapshotChange,
  secondsLeft,
  type TimerSnapshot,
  workPhase,
} from './timer-state.ts';
import { createUnsyncedSender, unsyncedAction } from './unsynced-changes.ts';

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
    sendUnsynced: () => sendUnsynced(),
  };
  const sendUnsynced = createUnsyncedSender(ctx);
  const { store, api, leadership, effects } = ctx;
  // The session this tab is starting: it counts from the click here, not from the server's
  // report of it, which can arrive first and is timed by the server's clock.
  let starting: string | null = null;

  const endRunningBreak = () => {
    const { mode, breakId } = store.getState();
    if (mode !== 'work' && breakId) endBreakQuietly(ctx, breakId, false);
  };

  /**
   * Applies a pause, resume or stop here at once, and keeps it until the server has it: a change
   * made while the server is unreachable is sent when it answers again.
   */
  const act = (
    before: TimerSnapshot,
    action: SessionAction,
    change: SnapshotChange,
  ): Promise<boolean> => {
    const sessionId = followedSession(before);
    if (!sessionId) {
      store.commit(change);
      return Promise.resolve(true);
    }
    const left = secondsLeft(before, ctx.now());
    store.commit({ ...change, unsynced: unsyncedAction(before, sessionId, action, left) });
    return sendUnsynced();
  };

  /**
   * GET /api/sessions/active's answer. `since` is the snapshot's updatedAt when it was asked:
   * if the timer changed meanwhile, what it holds now is newer than the answer.
   */
  const reconcile = (active: SessionChange | null, since: number) => {
    const state = store.getState();
    // A change the server has not taken yet is newer than its answer.
    if (state.updatedAt !== since || state.unsynced) return;
    if (active) applySessionChange(ctx, active);
    // A session paused here is interrupted on the server on purpose: keep it.
    else if (state.mode === 'work' && !isPaused(state)) store.commit(cleared);
  };

  /** Starts or resumes a session on the server, then counts it down. False when refused. */
  const start = async (
    task: Pick<Task, 'id'>,
    session: Pick<SessionHead, 'id'>,
  ): Promise<boolean> => {
    if (isTemporaryId(task.id) || isTemporaryId(session.id)) {
      effects.error(timerMessages.notReady);
      return false;
    }
    // A change still unsent goes first: the server refuses a new session while one runs there.
    await sendUnsynced();
    let change: SessionChange;
    starting = session.id;
    try {
      change = await api.start(session.id);
    } catch (error) {
      effects.error(startError(error));
      return false;
    } finally {
      starting = null;
    }
    endRunningBreak();
    store.commit(workPhase(change.session, ctx.now()), change.task);
    store.taskUpdated(change.task);
    store.confirm();
    leadership.claim();
    return true;
  };

  /** A break just ended: the task's next session starts by itself if the user chose so. */
  const startNextAfterBreak = () => {
    const { breakOver, task } = store.getState();
    const next = breakOver && task ? nextSession(task.sessions) : undefined;
    if (task && next && settings.autoStartSessions) void start(task, next);
  };

  return {
    /** The user's lengths and notification choice, as the preferences query loads them. */
    configure(next: Partial<TimerSettings>) {
      settings = { ...settings, ...next };
    },

    start,

    pause() {
      const state = store.getState();
      if (!isRunning(state)) return;
      leadership.claim();
      // A paused focus session is interrupted on the server too, so another device following it
      // does not count on and complete it meanwhile; resuming starts it again from there.
      void act(state, 'pause', paused(state, ctx.now()));
    },

    /** Resumes a paused phase, or starts a break that was waiting (recording it then). */
    resume() {
      const state = store.getState();
      if (!isPaused(state)) return;
      leadership.claim();
      const change = resumed(state, ctx.now());
      void act(state, 'resume', change);
      if (state.breakWaiting && state.mode && state.mode !== 'work') {
        void recordBreak(ctx, state.mode, state.phaseId);
      }
    },

    /**
     * Work: the timer goes and the session is interrupted with the seconds left. Break: it ends
     * early. Resolves true once the server has it, false while it is kept for later.
     */
    async stop(): Promise<boolean> {
      const state = store.getState();
      if (state.mode === null) return true;
      if (state.mode !== 'work' && state.breakId) endBreakQuietly(ctx, state.breakId, false);
      return act(state, 'stop', cleared);
    },

    /** Ends the break-over offer without starting anything. */
    dismissOffer() {
      if (store.getState().breakOver) store.commit(cleared);
    },

    /** Called every second and when a phase is due: the leading tab ends the phase. */
    tick() {
      const state = store.getState();
      // A timer the server has not confirmed may be stale: it must not complete anything.
      if (!state.confirmed || state.mode === null || state.endsAt === null) return;
      const late = ctx.now() - state.endsAt;
      if (late < 0) return;
      if (!leadership.isLeader()) {
        // The leading tab may be asleep in the background: a tab the user is looking at steps in.
        if (late > TAKE_OVER_AFTER_MS && ctx.isVisible()) leadership.claim();
        return;
      }
      if (state.mode === 'work') void finishWork(ctx);
      else {
        finishBreak(ctx);
        startNextAfterBreak();
      }
    },

    /** A 'focus:session' event: a session changed on this or another device. */
    sessionChanged(change: SessionChange) {
      if (change.session.id === starting && change.session.status === 'active') {
        store.taskUpdated(change.task);
        return;
      }
      applySessionChange(ctx, change);
    },

    reconcile,

    /**
     * Asks the server where things stand (at start-up, after a lost connection, to retry): a
     * change still unsent goes first (from the leading tab only, so two tabs never send it
     * twice), then the running session the server reports is taken. Resolves whether nothing is
     * left unsent; rejects while the server cannot be reached.
     */
    async check(signal?: AbortSignal): Promise<boolean> {
      if (leadership.isLeader()) await sendUnsynced();
      const since = store.getState().updatedAt;
      reconcile(await api.active(signal), since);
      store.confirm();
      return store.getState().unsynced === null;
    },
  };
}
