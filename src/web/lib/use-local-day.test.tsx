import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTimers, restoreRealTimers } from '../test/fake-timers.ts';
import { useLocalDay } from './use-local-day.ts';

describe('useLocalDay', () => {
  afterEach(() => restoreRealTimers());

  it('moves to the new day on a page left open past midnight', async () => {
    installFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T23:59:30Z'));
    const { result } = renderHook(() => useLocalDay('UTC'));
    expect(result.current).toBe('2026-11-26');

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current).toBe('2026-11-27');
  });
});
