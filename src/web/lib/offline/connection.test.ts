import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-mock.ts';
import {
  connectionState,
  FIRST_RETRY_MS,
  MAX_RETRY_MS,
  reportConnectionLost,
  watchConnection,
} from './connection.ts';

let serverUp = true;
let stop: () => void = () => undefined;
const healthChecks = () =>
  vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/health').length;

/** Lets the pending health check settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the connection to the server', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    serverUp = true;
    stubFetch(() =>
      serverUp ? jsonResponse(200, { status: 'ok' }) : Promise.reject(new TypeError('refused')),
    );
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is asked again after 1, 2, 4 ... up to 30 seconds while it cannot be reached', async () => {
    stop = watchConnection();
    await settle();
    expect(connectionState().reachable).toBe(true);

    serverUp = false;
    reportConnectionLost();
    await settle();
    expect(connectionState().reachable).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);

    const waits: number[] = [];
    for (let tries = 0; tries < 7; tries += 1) {
      const { retryAt } = connectionState();
      if (retryAt === null) throw new Error('no retry planned');
      const wait = retryAt - Date.now();
      waits.push(wait);
      const checks = healthChecks();
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(healthChecks()).toBe(checks);
      await vi.advanceTimersByTimeAsync(1);
      expect(healthChecks()).toBe(checks + 1);
    }
    expect(waits[0]).toBe(FIRST_RETRY_MS);
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, MAX_RETRY_MS, MAX_RETRY_MS]);

    serverUp = true;
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
    expect(connectionState()).toEqual({ reachable: true, retryAt: null });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('is unreachable when the browser goes offline or the server is unhealthy', async () => {
    stop = watchConnection();
    await settle();
    window.dispatchEvent(new Event('offline'));
    expect(connectionState().reachable).toBe(false);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(connectionState().reachable).toBe(true);

    stubFetch(() => jsonResponse(503, { status: 'unavailable' }));
    reportConnectionLost();
    await settle();
    expect(connectionState().reachable).toBe(false);
  });
});
