import { userEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

type WithJest = typeof globalThis & { jest?: { advanceTimersByTime: (ms: number) => void } };

/**
 * Vitest fake timers that Testing Library can drive: it only recognises Jest's, and otherwise
 * waits on a faked setTimeout forever. Returns a user-event instance that advances them too.
 */
export function installFakeTimers() {
  vi.useFakeTimers();
  (globalThis as WithJest).jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

export function restoreRealTimers(): void {
  vi.useRealTimers();
  delete (globalThis as WithJest).jest;
}
