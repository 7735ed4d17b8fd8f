import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkConnection,
  reportConnectionLost,
  watchConnection,
} from '../../lib/offline/connection.ts';
import { registerWaitingChanges } from '../../lib/offline/waiting-changes.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-mock.ts';
import { ConnectionBanner } from './connection-banner.tsx';

let serverUp = true;
let kept = 0;
const keptListeners = new Set<() => void>();
/** Changes a feature keeps until the server has them, as the focus timer does. */
function setKept(count: number) {
  kept = count;
  for (const listener of keptListeners) listener();
}

function renderBanner() {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <ConnectionBanner />
    </QueryClientProvider>,
  );
}

describe('the connection banner', () => {
  let stopWatching: () => void = () => undefined;
  let unregister: () => void = () => undefined;

  beforeEach(() => {
    serverUp = true;
    kept = 0;
    stubFetch((url) =>
      url === '/api/health' && serverUp ? jsonResponse(200, { status: 'ok' }) : undefined,
    );
    unregister = registerWaitingChanges({
      count: () => kept,
      subscribe: (listener) => {
        keptListeners.add(listener);
        return () => keptListeners.delete(listener);
      },
    });
  });

  afterEach(() => {
    unregister();
    stopWatching();
    vi.unstubAllGlobals();
  });

  it('says how many kept changes are still being sent once the server answers again', async () => {
    stopWatching = watchConnection();
    renderBanner();
    await act(() => checkConnection());

    // Offline: the change waits, and the banner counts it.
    serverUp = false;
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await act(async () => {
      reportConnectionLost();
      await checkConnection();
    });
    act(() => setKept(2));
    expect(await screen.findByText('Pomopal cannot reach its server')).toBeInTheDocument();
    expect(screen.getByText('2 changes waiting')).toBeInTheDocument();

    // Back: the banner goes, and the changes on their way are counted down until all arrived.
    serverUp = true;
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    await act(() => checkConnection());
    expect(screen.queryByText('Pomopal cannot reach its server')).not.toBeInTheDocument();
    expect(screen.getByText('Sending 2 changes...')).toBeInTheDocument();
    // A change made now is an ordinary save: it is not counted with the kept ones.
    act(() => setKept(3));
    expect(screen.getByText('Sending 2 changes...')).toBeInTheDocument();
    act(() => setKept(1));
    expect(screen.getByText('Sending 1 change...')).toBeInTheDocument();
    act(() => setKept(0));
    expect(screen.queryByText(/Sending/)).not.toBeInTheDocument();
  });

  it('says nothing of a change made while the server answers', async () => {
    stopWatching = watchConnection();
    renderBanner();
    await act(() => checkConnection());
    act(() => setKept(1));
    expect(screen.queryByText(/Sending|waiting/)).not.toBeInTheDocument();
    act(() => setKept(0));
  });
});
