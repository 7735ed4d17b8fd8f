import { onlineManager } from '@tanstack/react-query';

/** The first wait before the server is asked again, doubled after each failed try. */
export const FIRST_RETRY_MS = 1_000;
/** The longest wait between two tries. */
export const MAX_RETRY_MS = 30_000;
const HEALTH_PATH = '/api/health';

export interface ConnectionState {
  /** Whether the server answered the last time it was asked (or nothing has failed yet). */
  reachable: boolean;
  /** When the next try is due, while the server cannot be reached. */
  retryAt: number | null;
}

let state: ConnectionState = { reachable: true, retryAt: null };
const listeners = new Set<() => void>();
let delay = FIRST_RETRY_MS;
let timer: ReturnType<typeof setTimeout> | undefined;
let checking: Promise<void> | undefined;
let watching = false;

function setState(next: ConnectionState): void {
  state = next;
  // TanStack Query pauses queries and offline changes while this says offline, and resumes the
  // waiting changes (in order) the moment it says online again.
  onlineManager.setOnline(next.reachable);
  for (const listener of listeners) listener();
}

export function connectionState(): ConnectionState {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function serverAnswers(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    // A server whose database is down (503), or a proxy with no server behind it, keeps no
    // change either: only a healthy answer counts.
    const response = await fetch(HEALTH_PATH, { cache: 'no-store', credentials: 'omit' });
    return response.ok;
  } catch {
    return false;
  }
}

function scheduleRetry(): void {
  clearTimeout(timer);
  if (!watching) return;
  const wait = delay;
  delay = Math.min(delay * 2, MAX_RETRY_MS);
  timer = setTimeout(() => void checkConnection(), wait);
  setState({ reachable: false, retryAt: Date.now() + wait });
}

/** Asks the server now; while it cannot be reached, asks again after 1, 2, 4 ... 30 seconds. */
export function checkConnection(): Promise<void> {
  checking ??= serverAnswers()
    .then((answers) => {
      if (answers) {
        clearTimeout(timer);
        delay = FIRST_RETRY_MS;
        if (!state.reachable) setState({ reachable: true, retryAt: null });
      } else {
        scheduleRetry();
      }
    })
    .finally(() => {
      checking = undefined;
    });
  return checking;
}

/**
 * A sign that the server may be gone (a request that never arrived, the live connection
 * dropped): it is asked at once, so the page says so within moments even when idle.
 */
export function reportConnectionLost(): void {
  if (watching) void checkConnection();
}

const onBrowserOffline = () => {
  delay = FIRST_RETRY_MS;
  scheduleRetry();
};
const onBrowserOnline = () => void checkConnection();

/** Follows the connection while a signed-in page is open; returns the function that stops it. */
export function watchConnection(): () => void {
  if (watching) return () => undefined;
  watching = true;
  // The browser's own online flag says nothing of a server that is down: this module decides.
  onlineManager.setEventListener(() => undefined);
  window.addEventListener('offline', onBrowserOffline);
  window.addEventListener('online', onBrowserOnline);
  void checkConnection();
  return () => {
    watching = false;
    clearTimeout(timer);
    window.removeEventListener('offline', onBrowserOffline);
    window.removeEventListener('online', onBrowserOnline);
    delay = FIRST_RETRY_MS;
    setState({ reachable: true, retryAt: null });
  };
}
