/**
 * Which tab acts for the timer: completes sessions, records breaks, chimes, notifies and plays
 * the music, so several open tabs never do any of it twice. A Web Lock decides: the lock is
 * held until its tab closes, and the next waiting tab gets it. A tab the user acts in (Start,
 * Pause, Resume) steals it, so the music plays where the user's click allowed audio.
 */
export interface Leadership {
  isLeader(): boolean;
  subscribe(listener: () => void): () => void;
  /** Waits in line for the lock. */
  start(): void;
  /** Takes the lock from whichever tab holds it. */
  claim(): void;
  stop(): void;
}

export const TIMER_LOCK_NAME = 'pomopal.timer-leader';

/** The part of the Web Locks API used here (a fake one in tests). */
export interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal; steal?: boolean },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

export function browserLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined' || !navigator.locks) return null;
  return navigator.locks as LockManagerLike;
}

/** Without Web Locks (old browsers, tests) every tab leads: the server calls are idempotent. */
export function createLeadership(locks: LockManagerLike | null): Leadership {
  const listeners = new Set<() => void>();
  let leader = locks === null;
  let running = false;
  let waiting: AbortController | null = null;
  let release: (() => void) | null = null;

  const setLeader = (value: boolean) => {
    if (leader === value) return;
    leader = value;
    for (const listener of listeners) listener();
  };

  const hold = () =>
    new Promise<void>((resolve) => {
      waiting = null;
      release = resolve;
      setLeader(true);
    });

  const request = (steal: boolean) => {
    if (!locks) return;
    const controller = steal ? null : new AbortController();
    waiting = controller;
    const options = steal ? { steal: true } : { signal: controller?.signal };
    locks.request(TIMER_LOCK_NAME, options, hold).catch(() => {
      // Aborted while waiting (we stopped or stole instead): nothing to do.
      if (controller?.signal.aborted) return;
      // Stolen by another tab: wait in line again.
      release = null;
      setLeader(false);
      if (running) request(false);
    });
  };

  return {
    isLeader: () => leader,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      if (running) return;
      running = true;
      request(false);
    },
    claim: () => {
      if (!running || leader || !locks) return;
      waiting?.abort();
      request(true);
    },
    stop: () => {
      running = false;
      waiting?.abort();
      waiting = null;
      release?.();
      release = null;
      if (locks) setLeader(false);
    },
  };
}
