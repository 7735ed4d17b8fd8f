import { remainingAfterStop } from '../../../../shared/domain/session-status.ts';
import type { SessionChange } from '../../../../shared/focus.schemas.ts';
import { isApiError, isRefusal } from '../../../lib/api-client.ts';
import { refusedChangeMessage } from './messages.ts';
import { applySessionChange } from './session-sync.ts';
import type { TimerContext } from './timer-context.ts';
import {
  cleared,
  followedSession,
  isPaused,
  isRunning,
  newId,
  type SessionAction,
  secondsLeft,
  type TimerSnapshot,
  type UnsyncedChange,
  workSeconds,
} from './timer-state.ts';

type SyncCall = { kind: 'interrupt'; remainingSeconds: number } | { kind: 'start' };

/** The change to keep for `action` on the work session of `before` (the timer just before it). */
export function unsyncedAction(
  before: TimerSnapshot,
  sessionId: string,
  action: SessionAction,
  remainingSeconds: number,
): UnsyncedChange {
  const known = before.unsynced?.sessionId === sessionId ? before.unsynced : null;
  return {
    id: newId(),
    sessionId,
    action,
    // Until the server answers, it holds the session as the last answer (or the timer) left it.
    serverStatus: known?.serverStatus ?? (isRunning(before) ? 'active' : 'interrupted'),
    remainingSeconds,
    failed: known?.failed ?? false,
  };
}

/** The calls that bring the server to what this browser holds for the session now. */
function syncCalls(change: UnsyncedChange, state: TimerSnapshot, now: number): SyncCall[] {
  // It ran to its end here and is being completed: the server must hold it running for that.
  if (state.finishedSessionId === change.sessionId) {
    return change.serverStatus === 'active' ? [] : [{ kind: 'start' }];
  }
  if (followedSession(state) === change.sessionId && isRunning(state)) {
    // Paused and resumed while the server heard of neither: it is restarted from the time left
    // here, so every device counts down to the same end as this one.
    return change.serverStatus === 'active'
      ? [{ kind: 'interrupt', remainingSeconds: secondsLeft(state, now) }, { kind: 'start' }]
      : [{ kind: 'start' }];
  }
  if (change.serverStatus === 'interrupted') return [];
  return [{ kind: 'interrupt', remainingSeconds: change.remainingSeconds }];
}

/**
 * Whether the server took the interrupt. A session already stopped (by another device) is
 * answered as it is, with the seconds that stop left it.
 */
function interruptTaken(answer: SessionChange, remainingSeconds: number): boolean {
  const { session } = answer;
  return (
    session.status === 'interrupted' &&
    session.remainingTimeSeconds === remainingAfterStop(remainingSeconds, session.durationMinutes)
  );
}

function update(ctx: TimerContext, sessionId: string, change: Partial<UnsyncedChange>) {
  const current = ctx.store.getState().unsynced;
  if (current?.sessionId !== sessionId) return;
  const next = { ...current, ...change };
  if (next.serverStatus !== current.serverStatus || next.failed !== current.failed) {
    ctx.store.commit({ unsynced: next });
  }
}

/** The server refused the change (the session ended or moved on elsewhere): it follows the server. */
function refused(ctx: TimerContext, change: UnsyncedChange) {
  const { store } = ctx;
  store.commit({ unsynced: null });
  if (followedSession(store.getState()) === change.sessionId) store.commit(cleared);
  ctx.effects.error(refusedChangeMessage(change.action));
}

/** Another device stopped the session after this browser last heard: its word stands. */
function overtaken(ctx: TimerContext, answer: SessionChange) {
  const { store } = ctx;
  store.commit({ unsynced: null });
  const state = store.getState();
  if (followedSession(state) === answer.session.id && isPaused(state)) {
    store.commit({ pausedRemainingMs: workSeconds(answer.session) * 1000 });
  } else {
    applySessionChange(ctx, answer);
  }
}

type RoundResult = 'done' | 'changed' | 'failed';

async function round(ctx: TimerContext): Promise<RoundResult> {
  const { store, api } = ctx;
  const change = store.getState().unsynced;
  if (!change) return 'done';
  for (const call of syncCalls(change, store.getState(), ctx.now())) {
    // The user acted meanwhile: the next round works from what the timer holds now.
    if (store.getState().unsynced?.id !== change.id) return 'changed';
    let answer: SessionChange;
    try {
      answer =
        call.kind === 'start'
          ? await api.start(change.sessionId)
          : await api.interrupt(change.sessionId, call.remainingSeconds);
    } catch (error) {
      // Signed out meanwhile: the change waits for the same user to sign in again.
      if (isRefusal(error) && !isApiError(error, 'auth.unauthorized')) {
        refused(ctx, change);
        return 'done';
      }
      update(ctx, change.sessionId, { failed: true });
      return 'failed';
    }
    store.taskUpdated(answer.task);
    if (call.kind === 'interrupt' && !interruptTaken(answer, call.remainingSeconds)) {
      overtaken(ctx, answer);
      return 'done';
    }
    const status = answer.session.status === 'active' ? 'active' : 'interrupted';
    update(ctx, change.sessionId, { serverStatus: status });
  }
  if (store.getState().unsynced?.id !== change.id) return 'changed';
  store.commit({ unsynced: null });
  return 'done';
}

/**
 * Sends the change this browser keeps, one round at a time; a change made during a round is
 * sent by the next. Resolves true once nothing is left unsent, false while the server cannot be
 * reached (the change stays, for the next try).
 */
export function createUnsyncedSender(ctx: TimerContext): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  let again = false;

  const run = async (): Promise<boolean> => {
    let result: RoundResult;
    do {
      again = false;
      result = await round(ctx);
      if (result === 'failed') return false;
    } while (result === 'changed' || again);
    return true;
  };

  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
    });
    return running;
  };
}
