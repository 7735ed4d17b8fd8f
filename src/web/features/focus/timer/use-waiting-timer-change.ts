import { useEffect } from 'react';
import { registerWaitingChanges } from '../../../lib/offline/waiting-changes.ts';
import { getTimer } from './timer-instance.ts';

/** Counts the timer's change the server does not have yet with the others waiting. */
export function useWaitingTimerChange(): void {
  useEffect(
    () =>
      registerWaitingChanges({
        count: () => (getTimer().store.getState().unsynced ? 1 : 0),
        subscribe: (listener) => getTimer().store.state.subscribe(listener),
      }),
    [],
  );
}
