import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { RealtimeLink } from './realtime-link.ts';

/**
 * A stand-in for the app's socket: records what is sent, answers each event with `answer`, and
 * lets the test deliver what the server would send.
 */
export function fakeLink(
  answer: (event: string, payload: unknown) => unknown = () => ({ ok: true }),
) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const emitWithAck = vi.fn(async (event: string, payload?: unknown) => answer(event, payload));
  const link: RealtimeLink = {
    on: (event, listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off: (event, listener) => {
      listeners.get(event)?.delete(listener);
    },
    emitWithAck,
  };
  const deliver = (event: string, payload?: unknown) =>
    act(() => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    });
  /** The events sent, in order. */
  const sent = () => emitWithAck.mock.calls.map(([event]) => event);
  return { link, deliver, sent, emitWithAck };
}
