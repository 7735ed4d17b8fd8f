import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { TaskListItem } from '../../../shared/task-list.schemas.ts';
import { isApiError, isRefusal } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { offlineMessages } from './messages.ts';
import { type TaskChange, taskChangeOf } from './task-changes.ts';

export interface RefusedChange {
  id: number;
  text: string;
}

let refused: readonly RefusedChange[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly RefusedChange[]): void {
  refused = next;
  for (const listener of listeners) listener();
}

export function dismissRefusedChange(id: number): void {
  publish(refused.filter((change) => change.id !== id));
}

/** The changes made offline that the server refused once it could be reached, oldest first. */
export function useRefusedChanges(): readonly RefusedChange[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => refused,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The task a change is about, as far as its own values say: its id, and its title when sent. */
function taskOf(variables: unknown): { id?: string; title?: string } {
  if (typeof variables === 'string') return { id: variables };
  if (!isRecord(variables)) return {};
  return { id: textOf(variables.id), title: textOf(variables.title) };
}

function changeWord(change: TaskChange, variables: unknown): string {
  if (change === 'complete' && isRecord(variables) && variables.completed === false) {
    return offlineMessages.changes.reopen;
  }
  return offlineMessages.changes[change];
}

/** The title of the task a change is about: its own, else the list's while it still has it. */
function titleOf(queryClient: QueryClient, variables: unknown): string | undefined {
  const task = taskOf(variables);
  return (
    task.title ??
    queryClient.getQueryData<TaskListItem[]>(queryKeys.tasks)?.find((entry) => entry.id === task.id)
      ?.title
  );
}

type WatchedMutation = ReturnType<ReturnType<QueryClient['getMutationCache']>['getAll']>[number];

/**
 * The changes that waited for the connection, with their task's title as the list showed it
 * then: by the time the server refuses one, the list may have lost the task.
 */
const waited = new WeakMap<WatchedMutation, string | undefined>();

/**
 * Watches the changes that had to wait for the connection: one the server refuses when it is
 * sent at last is listed for the user (which task, what change, the server's reason) until they
 * dismiss it, rather than lost in a toast or not said at all.
 */
export function watchRefusedChanges(queryClient: QueryClient): () => void {
  const cache = queryClient.getMutationCache();
  const wait = (mutation: WatchedMutation) => {
    if (!waited.has(mutation)) waited.set(mutation, titleOf(queryClient, mutation.state.variables));
  };
  // Those restored from the device before this looked waited for the connection too.
  for (const mutation of cache.getAll()) if (mutation.state.isPaused) wait(mutation);
  return cache.subscribe((event) => {
    const { mutation } = event;
    if (!mutation || !taskChangeOf(mutation.options.mutationKey)) return;
    // Restored from the device after a reload, or paused here for want of a connection.
    if (event.type === 'added' && mutation.state.isPaused) wait(mutation);
    if (event.type !== 'updated') return;
    // Waiting its turn behind another change is a pause too, but not one for the connection.
    if (mutation.state.isPaused && !onlineManager.isOnline()) wait(mutation);
    if (event.action.type !== 'error' || !waited.has(mutation)) return;
    const change = taskChangeOf(mutation.options.mutationKey);
    const { error } = event.action;
    if (!change || !isRefusal(error)) return;
    // A delete the server no longer finds has happened: nothing to tell.
    if (change === 'delete' && isApiError(error, 'tasks.not_found')) return;
    const title = waited.get(mutation) ?? offlineMessages.unknownTask;
    const text = offlineMessages.refused(
      changeWord(change, mutation.state.variables),
      title,
      error.message,
    );
    publish([...refused, { id: nextId++, text }]);
  });
}
