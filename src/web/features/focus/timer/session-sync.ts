import type { SessionChange } from '../../../../shared/focus.schemas.ts';
import { followCompletion } from './phase-end.ts';
import { endBreakQuietly, type TimerContext } from './timer-context.ts';
import { cleared, isPaused, workPhase } from './timer-state.ts';

/** A session running elsewhere: count it down from when the server says it started. */
function adopt(ctx: TimerContext, change: SessionChange) {
  const { mode, breakId } = ctx.store.getState();
  if (mode !== 'work' && breakId) endBreakQuietly(ctx, breakId, false);
  const startedAt = Date.parse(change.session.startTime ?? '');
  const from = Number.isFinite(startedAt) ? startedAt : ctx.now();
  ctx.store.commit(workPhase(change.session, from), change.task);
}

/**
 * Brings the timer in line with a session as the server reports it (a socket event or the
 * start-up check): another device started one, stopped the one shown, or completed it.
 */
export function applySessionChange(ctx: TimerContext, change: SessionChange): void {
  const { store } = ctx;
  const { session } = change;
  store.taskUpdated(change.task);
  const state = store.getState();
  const following = state.mode === 'work' && state.sessionId === session.id;

  if (session.status === 'active') {
    // Already counting it down here (with this browser's own clock), or it is the one that just
    // ended here and the report is older than the completion.
    if (following || session.id === state.finishedSessionId) return;
    adopt(ctx, change);
    return;
  }
  if (!following) return;
  // Paused here: the server holds the session interrupted until this browser resumes it.
  if (session.status === 'interrupted' && isPaused(state)) return;
  if (session.status === 'completed') followCompletion(ctx, change);
  else store.commit(cleared);
}
