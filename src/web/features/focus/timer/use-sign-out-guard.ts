import { useEffect } from 'react';
import { registerSignOutGuard } from '../../../lib/sign-out-guard.ts';
import { getTimer } from './timer-instance.ts';
import { IDLE_SNAPSHOT } from './timer-state.ts';

/**
 * Lets Logout ask first while a focus session is on (running or paused), in this tab, and the
 * sign-out delete the timer's record from the device.
 */
export function useSignOutGuard(): void {
  useEffect(
    () =>
      registerSignOutGuard({
        runningSession: () => {
          const { mode, task } = getTimer().store.getState();
          return mode === 'work' ? { taskTitle: task?.title ?? null } : null;
        },
        // True only once the server has the stop: one kept for later would be lost with the
        // sign-out, so Logout waits and the timer says why.
        stopSession: () => getTimer().controller.stop(),
        // The idle timer replaces the user's in storage and in the other tabs.
        forget: () => getTimer().store.commit(IDLE_SNAPSHOT, null),
      }),
    [],
  );
}
