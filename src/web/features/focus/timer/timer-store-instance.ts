import { useStore } from 'zustand';
import { createTimerStore, type TimerState, type TimerStore } from './timer-store.ts';
import { broadcastChannel, browserStorage } from './timer-sync.ts';

// Apart from the controller (timer-instance.ts): pages read the timer's state as they show,
// while what drives it (the server calls, leadership, chime) loads after them.
let store: TimerStore | null = null;

/** The page's one timer state, shared with the other tabs: created on first use. */
export function getTimerStore(): TimerStore {
  store ??= createTimerStore({ storage: browserStorage(), channel: broadcastChannel() });
  return store;
}

/** Drops the page's timer state so the next use reads storage again (tests, between cases). */
export function resetTimerStore(): void {
  store?.dispose();
  store = null;
}

/** Reads the shared timer state in a component, re-rendering when the selected part changes. */
export function useTimerStore<T>(selector: (state: TimerState) => T): T {
  return useStore(getTimerStore().state, selector);
}
