import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys.ts';
import { dispatchWindowEvent, WINDOW_EVENTS } from '../../../lib/window-events.ts';
import { getTimer } from './timer-instance.ts';
import type { TimerOutcome } from './timer-state.ts';

function announceOutcome(outcome: TimerOutcome) {
  if (outcome.kind === 'break') {
    // Breaks count in the insights too.
    dispatchWindowEvent(WINDOW_EVENTS.statsUpdated);
    return;
  }
  const { sessionId, taskId } = outcome;
  dispatchWindowEvent(WINDOW_EVENTS.sessionCompleted, { sessionId, taskId });
  if (outcome.taskCompleted) dispatchWindowEvent(WINDOW_EVENTS.taskCompleted, { taskId });
}

/**
 * In every tab: a phase that ended (in whichever tab led it) is announced once
 * here as window events, and a completed session reloads the tasks and updates the stats.
 */
export function useTimerWindowEvents(): void {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      getTimer().store.state.subscribe((state, previous) => {
        if (state.outcome && state.outcome.id !== previous.outcome?.id) {
          announceOutcome(state.outcome);
        }
      }),
    [],
  );

  useEffect(() => {
    const onSessionCompleted = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      dispatchWindowEvent(WINDOW_EVENTS.statsUpdated);
    };
    window.addEventListener(WINDOW_EVENTS.sessionCompleted, onSessionCompleted);
    return () => window.removeEventListener(WINDOW_EVENTS.sessionCompleted, onSessionCompleted);
  }, [queryClient]);
}
