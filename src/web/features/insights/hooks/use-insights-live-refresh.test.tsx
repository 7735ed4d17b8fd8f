import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_EVENTS, TASK_EVENTS } from '../../../../shared/realtime-events.ts';
import type { ServerEvents } from '../../../lib/socket.ts';
import { installFakeTimers, restoreRealTimers } from '../../../test/fake-timers.ts';
import { insightsKeys } from '../api.ts';
import {
  INSIGHTS_REFRESH_DEBOUNCE_MS,
  useInsightsLiveRefresh,
} from './use-insights-live-refresh.ts';

type Listener = (payload: unknown) => void;

function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const source: ServerEvents = {
    on: (event, listener) =>
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    off: (event, listener) => listeners.get(event)?.delete(listener),
  };
  const emit = (event: string) => {
    for (const listener of listeners.get(event) ?? []) listener({});
  };
  const count = () => [...listeners.values()].reduce((total, set) => total + set.size, 0);
  return { source, emit, count };
}

function setup() {
  const queryClient = new QueryClient();
  const observer = vi.spyOn(queryClient, 'invalidateQueries');
  const socket = fakeSocket();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useInsightsLiveRefresh(socket.source), { wrapper });
  return { observer, socket, view };
}

describe('useInsightsLiveRefresh', () => {
  beforeEach(() => {
    installFakeTimers();
  });

  afterEach(() => {
    restoreRealTimers();
  });

  it.each([FOCUS_EVENTS.session, TASK_EVENTS.upserted, TASK_EVENTS.deleted, 'connect'])(
    'refreshes every insight 500 ms after a %s event from the server',
    (event) => {
      const { observer, socket } = setup();

      act(() => socket.emit(event));
      act(() => vi.advanceTimersByTime(INSIGHTS_REFRESH_DEBOUNCE_MS - 1));
      expect(observer).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(observer).toHaveBeenCalledExactlyOnceWith({ queryKey: insightsKeys.all });
    },
  );

  it('refreshes once for a burst of events from the server and the window', () => {
    const { observer, socket } = setup();

    act(() => {
      socket.emit(FOCUS_EVENTS.session);
      socket.emit(TASK_EVENTS.upserted);
      window.dispatchEvent(new CustomEvent('taskCompleted'));
      window.dispatchEvent(new CustomEvent('productivityStatsUpdated'));
    });
    act(() => vi.advanceTimersByTime(INSIGHTS_REFRESH_DEBOUNCE_MS * 2));
    expect(observer).toHaveBeenCalledOnce();
  });

  it('stops listening, and drops a pending refresh, when the page goes', () => {
    const { observer, socket, view } = setup();

    act(() => socket.emit(TASK_EVENTS.upserted));
    view.unmount();
    act(() => vi.advanceTimersByTime(INSIGHTS_REFRESH_DEBOUNCE_MS));
    window.dispatchEvent(new CustomEvent('taskCompleted'));
    act(() => vi.advanceTimersByTime(INSIGHTS_REFRESH_DEBOUNCE_MS));
    expect(observer).not.toHaveBeenCalled();
    expect(socket.count()).toBe(0);
  });
});
