import { useStore } from 'zustand';
import { toast } from '../../../components/ui/toast.tsx';
import { playChime } from '../music/chime.ts';
import { timerApi } from './api.ts';
import { browserLocks, createLeadership, type Leadership } from './leadership.ts';
import { showNotification } from './notifications.ts';
import { createTimerController, type TimerController } from './timer-controller.ts';
import { createTimerStore, type TimerState, type TimerStore } from './timer-store.ts';
import { broadcastChannel, browserStorage } from './timer-sync.ts';

export interface TimerInstance {
  store: TimerStore;
  leadership: Leadership;
  controller: TimerController;
}

let instance: TimerInstance | null = null;

/** The page's one timer: created on first use, so importing this module has no side effects. */
export function getTimer(): TimerInstance {
  if (instance) return instance;
  const store = createTimerStore({ storage: browserStorage(), channel: broadcastChannel() });
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
  instance?.store.dispose();
  instance = null;
}

/** Reads the shared timer state in a component, re-rendering when the selected part changes. */
export function useTimerStore<T>(selector: (state: TimerState) => T): T {
  return useStore(getTimer().store.state, selector);
}
