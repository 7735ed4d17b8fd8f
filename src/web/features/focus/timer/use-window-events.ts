import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getTimer } from './timer-instance.ts';
import type { TimerOutcome } from './timer-state.ts';
import { dispatchWindowEvent, TIMER_WINDOW_EVENTS } from './window-events.ts';

const TASKS_QUERY_KEY = ['tasks'] as const;

function announceOutcome(outcome: TimerOutcome) {
  if (outcome.kind === 'break') {
    // Breaks count in the insights too.
    dispatchWindowEvent(TIMER_WINDOW_EVENTS.statsUpdated);
    return;
  }
  const { sessionId, taskId } = outcome;
  dispatchWindowEvent(TIMER_WINDOW_EVENTS.sessionCompleted, { sessionId, taskId });
  if (outcome.taskCompleted) dispatchWindowEvent(TIMER_WINDOW_EVENTS.taskCompleted, { taskId });
}

/**
 * SPEC.md 4 and 7 in every tab: a phase that ended (in whichever tab led it) is announced once
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
      void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
      dispatchWindowEvent(TIMER_WINDOW_EVENTS.statsUpdated);
    };
    window.addEventListener(TIMER_WINDOW_EVENTS.sessionCompleted, onSessionCompleted);
    return () =>
      window.removeEventListener(TIMER_WINDOW_EVENTS.sessionCompleted, onSessionCompleted);
  }, [queryClient]);
}
