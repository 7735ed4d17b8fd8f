import { useMutationState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { taskChangeOf } from './task-changes.ts';

/**
 * Changes a feature keeps on its own until the server has them (the focus timer's), counted with
 * the task changes waiting. Shared UI imports no feature, so the feature registers here.
 */
export interface WaitingChangesSource {
  count(): number;
  subscribe(listener: () => void): () => void;
}

const sources = new Set<WaitingChangesSource>();
const listeners = new Set<() => void>();
let total = 0;

function recount(): void {
  const next = [...sources].reduce((sum, source) => sum + source.count(), 0);
  if (next === total) return;
  total = next;
  for (const listener of listeners) listener();
}

/** Registers a source; returns the function that removes it again. */
export function registerWaitingChanges(source: WaitingChangesSource): () => void {
  sources.add(source);
  const unsubscribe = source.subscribe(recount);
  recount();
  return () => {
    unsubscribe();
    sources.delete(source);
    recount();
  };
}

/** How many changes made here the server does not have yet. */
export function useWaitingChanges(): number {
  const tasks = useMutationState({
    filters: {
      status: 'pending',
      predicate: (mutation) => taskChangeOf(mutation.options.mutationKey) !== null,
    },
  }).length;
  const others = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => total,
  );
  return tasks + others;
}
