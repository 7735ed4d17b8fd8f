import { useSyncExternalStore } from 'react';

// When the task list on screen last came from the server; kept apart from the IndexedDB code so
// the banner shows it without loading that code.
let savedAt: number | null = null;
const listeners = new Set<() => void>();

export function setSavedAt(at: number | null): void {
  if (at === savedAt) return;
  savedAt = at;
  for (const listener of listeners) listener();
}

/** When the task list shown last came from the server, or null when not known. */
export function useSavedAt(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => savedAt,
  );
}
