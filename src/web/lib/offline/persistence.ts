import type { Query, QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { queryKeys } from '../query-keys.ts';
import { watchRefusedChanges } from './refused-changes.ts';
import { setSavedAt } from './saved-at.ts';
import { registerTaskChanges } from './task-changes.ts';

/** Raised when what is stored changes shape: a cache of another version is dropped unread. */
const CACHE_VERSION = 1;
/** A cache older than this is dropped rather than shown as the user's data. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const INSIGHTS_ROOT = 'insights';
/** The queries the signed-in pages show, kept so they show with no connection. */
const KEPT_ROOTS: readonly unknown[] = [
  queryKeys.tasks[0],
  queryKeys.preferences[0],
  queryKeys.subscription[0],
  queryKeys.projects[0],
  queryKeys.labels[0],
  INSIGHTS_ROOT,
];

/** Each user's data under a key of their own, so one never reads another's. */
export const offlineCacheKey = (userId: string) => `pomopal.cache.v${CACHE_VERSION}.${userId}`;

interface StoredCache {
  client: PersistedClient;
  /** When the task list last came from the server. */
  savedAt: number | null;
}

let savedAt: number | null = null;

/**
 * A persister over IndexedDB. Saves come with every change of the cache: while one is written
 * the latest waits and the ones between are skipped.
 */
function idbPersister(key: string) {
  let latest: PersistedClient | null = null;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  const write = async () => {
    while (latest) {
      const client = latest;
      latest = null;
      await set(key, { client, savedAt } satisfies StoredCache);
    }
  };

  const persister: Persister = {
    persistClient: (client) => {
      if (stopped) return writing;
      const idle = latest === null;
      latest = client;
      if (idle) writing = writing.then(write);
      return writing;
    },
    restoreClient: async () => {
      const stored = await get<StoredCache>(key);
      savedAt = stored?.savedAt ?? null;
      return stored?.client;
    },
    removeClient: () => del(key),
  };
  // What was changed before the stop is still written; nothing after it.
  const stop = async () => {
    stopped = true;
    await writing;
  };
  return { persister, stop };
}

const dehydrateOptions = {
  shouldDehydrateQuery: (query: Query) =>
    query.state.status === 'success' && KEPT_ROOTS.includes(query.queryKey[0]),
};

/** Notes when the task list comes from the server (not from a change made here). */
function watchSavedAt(queryClient: QueryClient): () => void {
  // The list may have come before this code loaded: then it was saved when it came.
  savedAt ??= queryClient.getQueryState(queryKeys.tasks)?.dataUpdatedAt || null;
  setSavedAt(savedAt);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (event.query.queryKey[0] !== queryKeys.tasks[0]) return;
    savedAt = Date.now();
    setSavedAt(savedAt);
  });
}

interface Running {
  userId: string;
  stop(): Promise<void>;
}

let running: Running | null = null;

/**
 * Shows `userId`'s data kept on this device (and the changes they made offline, which are sent
 * once the server can be reached), then keeps every later change of it on the device.
 */
export async function keepOfflineData(queryClient: QueryClient, userId: string): Promise<void> {
  if (running?.userId === userId) return;
  const previous = running;
  const { persister, stop: stopWriting } = idbPersister(offlineCacheKey(userId));
  const current: Running = { userId, stop: stopWriting };
  // Taken at once, so a second call for the same user while this one restores does nothing.
  running = current;
  await previous?.stop();
  registerTaskChanges(queryClient);
  const options = { queryClient, persister, buster: String(CACHE_VERSION), dehydrateOptions };
  await persistQueryClientRestore({ ...options, maxAge: MAX_AGE_MS }).catch(() => undefined);
  if (running !== current) return;
  const unsubscribe = [
    persistQueryClientSubscribe(options),
    watchSavedAt(queryClient),
    watchRefusedChanges(queryClient),
  ];
  current.stop = async () => {
    for (const stop of unsubscribe) stop();
    await stopWriting();
  };
  void queryClient.resumePausedMutations();
}

async function stopRunning(): Promise<void> {
  const current = running;
  running = null;
  savedAt = null;
  setSavedAt(null);
  await current?.stop();
}

/** Stops keeping `userId`'s data on the device (what is kept stays there). */
export async function stopOfflineData(userId: string): Promise<void> {
  if (running?.userId === userId) await stopRunning();
}

/** Deletes `userId`'s data and waiting changes from this device (at sign-out). */
export async function deleteOfflineData(userId: string): Promise<void> {
  await stopOfflineData(userId);
  await del(offlineCacheKey(userId));
}
