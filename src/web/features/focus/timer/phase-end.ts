import type { TimerMode } from '../../../../shared/domain/timer.ts';
import { endNotice } from '../../../../shared/domain/timer-end-notice.ts';
import type { SessionChange } from '../../../../shared/focus.schemas.ts';
import { timerMessages } from './messages.ts';
import { endBreakQuietly, type TimerContext, withRetry } from './timer-context.ts';
import { breakPhase, cleared, newId } from './timer-state.ts';

function announce(ctx: TimerContext, ended: TimerMode, next: TimerMode | null) {
  ctx.effects.chime();
  if (ctx.settings().notificationsEnabled) {
    const { title, body } = endNotice(ended, next);
    ctx.effects.notify(title, body);
  }
}

/** Records the break on the server; a break stopped meanwhile is ended at once. */
export async function recordBreak(ctx: TimerContext, mode: TimerMode, phaseId: string | null) {
  try {
    const recorded = await ctx.api.startBreak(mode === 'longBreak' ? 'long' : 'short');
    if (ctx.store.getState().phaseId === phaseId) ctx.store.commit({ breakId: recorded.id });
    else endBreakQuietly(ctx, recorded.id, false);
  } catch (error) {
    console.warn('Could not record the break.', error);
  }
}

/**
 * The work countdown reached zero: the break comes at once (every tab follows), counting down or
 * waiting for Start as the user chose, then the session is completed on the server. If the server refuses (the session no longer matches),
 * the timer stops with the product's message.
 */
export async function finishWork(ctx: TimerContext): Promise<void> {
  const state = ctx.store.getState();
  const { sessionId, taskId } = state;
  if (state.mode !== 'work' || !sessionId || !taskId) return;
  // The break starts when the work ended, not when a late tab noticed: a sleeping computer or a
  // throttled tab costs no break time.
  const next = breakPhase(state, ctx.settings(), state.endsAt ?? ctx.now());
  ctx.store.commit(next);
  announce(ctx, 'work', next.mode ?? null);

  let change: SessionChange;
  try {
    // A resume kept while offline reaches the server first: it cannot complete a paused session.
    await ctx.sendUnsynced();
    change = await withRetry(() => ctx.api.complete(sessionId, taskId), ctx.retryDelays);
  } catch {
    ctx.effects.error(timerMessages.completeFailed);
    // Forget the session as "finished here": if the server still has it running (the calls
    // failed on the way), the next reconcile picks it up again and completes it.
    if (ctx.store.getState().phaseId === next.phaseId) {
      ctx.store.commit({ ...cleared, finishedSessionId: null });
    }
    return;
  }
  ctx.store.taskUpdated(change.task);
  const taskCompleted = change.task.completed;
  const outcome = { id: newId(), kind: 'work' as const, sessionId, taskId, taskCompleted };
  ctx.store.commit({ outcome }, change.task);
  // A waiting break is recorded when it starts.
  if (next.mode && !next.breakWaiting) await recordBreak(ctx, next.mode, next.phaseId ?? null);
}

/**
 * The break reached zero: chime, record it as completed, and the timer stops, offering the next
 * session of the same task.
 */
export function finishBreak(ctx: TimerContext): void {
  const state = ctx.store.getState();
  if (state.mode === null || state.mode === 'work') return;
  ctx.store.commit({
    ...cleared,
    taskId: state.taskId,
    breakOver: state.taskId !== null,
    outcome: { id: newId(), kind: 'break' },
  });
  announce(ctx, state.mode, null);
  if (state.breakId) endBreakQuietly(ctx, state.breakId, true);
}

/**
 * Another device completed the session this timer follows: go into the same break, without
 * recording it again (that device does).
 */
export function followCompletion(ctx: TimerContext, change: SessionChange): void {
  const state = ctx.store.getState();
  const { session, task } = change;
  const outcome = {
    id: newId(),
    kind: 'work' as const,
    sessionId: session.id,
    taskId: task.id,
    taskCompleted: task.completed,
  };
  ctx.store.commit({ ...breakPhase(state, ctx.settings(), ctx.now()), outcome }, task);
}
