import type { Task } from '../../../../shared/tasks.schemas.ts';
import type { TimerSnapshot } from './timer-state.ts';

export const TIMER_STORAGE_KEY = 'pomopal.timer';
export const TIMER_CHANNEL_NAME = 'pomopal.timer';

/** A change one tab tells the others; the task rides along (in memory only, never stored). */
export interface TimerMessage {
  snapshot: TimerSnapshot;
  task: Task | null;
}

export interface TimerChannel {
  post(message: TimerMessage): void;
  subscribe(listener: (message: unknown) => void): () => void;
  close(): void;
}

export type TimerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where the browser refuses it (some private modes, blocked cookies). */
export function browserStorage(): TimerStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Every other tab of this origin hears what one tab posts; the poster does not hear itself. */
export function broadcastChannel(name = TIMER_CHANNEL_NAME): TimerChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
