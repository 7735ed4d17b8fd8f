import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
/** Just after a minute begins, so that a task due at that minute reads as past due. */
const AFTER_MS = 50;
const untilNextMinute = () => MINUTE_MS - (Date.now() % MINUTE_MS) + AFTER_MS;

const listeners = new Set<() => void>();
let minute = Math.floor(Date.now() / MINUTE_MS);
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  minute = Math.floor(Date.now() / MINUTE_MS);
  for (const listener of listeners) listener();
  timer = setTimeout(tick, untilNextMinute());
}

function subscribe(listener: () => void): () => void {
  // The minute read before is only a sign of change: the next tick moves it on.
  if (listeners.size === 0) timer = setTimeout(tick, untilNextMinute());
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/**
 * Renders the caller again as each minute begins (one timer for every caller): what a row says
 * of the time ('Today', 'Tomorrow', overdue) follows the clock on a page left open, though
 * nothing else renders the row again.
 */
export function useEachMinute(): void {
  useSyncExternalStore(subscribe, () => minute);
}
