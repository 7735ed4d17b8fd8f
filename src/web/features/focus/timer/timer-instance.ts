import { toast } from '../../../components/ui/toast.tsx';
import { playChime } from '../music/chime.ts';
import { timerApi } from './api.ts';
import { browserLocks, createLeadership, type Leadership } from './leadership.ts';
import { showNotification } from './notifications.ts';
import { createTimerController, type TimerController } from './timer-controller.ts';
import { timerChecks } from './timer-snapshot-schema.ts';
import type { TimerStore } from './timer-store.ts';
import { getTimerStore, resetTimerStore } from './timer-store-instance.ts';

export interface TimerInstance {
  store: TimerStore;
  leadership: Leadership;
  controller: TimerController;
}

let instance: TimerInstance | null = null;

/** The page's one timer: created on first use, so importing this module has no side effects. */
export function getTimer(): TimerInstance {
  if (instance) return instance;
  const store = getTimerStore();
  // The stored timer is read back before anything can change it (once: the dock's loading may
  // have done it already).
  store.restore(timerChecks);
  const leadership = createLeadership(browserLocks());
  const controller = createTimerController({
    store,
    api: timerApi,
    leadership,
    effects: {
      chime: () => playChime(),
      notify: showNotification,
      error: (title) => toast({ variant: 'error', title }),
    },
  });
  instance = { store, leadership, controller };
  return instance;
}

/** Drops the page's timer so the next use starts from storage again (tests, between cases). */
export function resetTimerInstance(): void {
  instance?.leadership.stop();
  resetTimerStore();
  instance = null;
}
