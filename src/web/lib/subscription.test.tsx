import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_EVENTS } from '../../shared/realtime-events.ts';
import { FREE_SUBSCRIPTION, type Subscription } from '../../shared/subscription.schemas.ts';
import { jsonResponse, stubFetch } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render.tsx';
import type { ServerEvents } from './socket.ts';
import { useProStatus } from './use-pro-status.ts';
import { useSubscriptionLiveUpdates } from './use-subscription-live-updates.ts';

type Listener = (payload: unknown) => void;

function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const source: ServerEvents = {
    on: (event, listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off: (event, listener) => {
      listeners.get(event)?.delete(listener);
    },
  };
  const emit = (event: string, payload?: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  return { source, emit };
}

const pro: Subscription = {
  ...FREE_SUBSCRIPTION,
  plan: 'pro_annual',
  planDisplay: 'Pro Annual',
  isActive: true,
  isPro: true,
  currentPeriodEnd: '2031-06-05T12:00:00.000Z',
  provider: 'stripe',
};

function Plan({ source }: { source: ServerEvents }) {
  useSubscriptionLiveUpdates(source);
  const { isPro, pending } = useProStatus();
  return <p>{pending ? 'Loading' : isPro ? 'Pro' : 'Free'}</p>;
}

describe('useSubscriptionLiveUpdates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows Pro as soon as the server says the plan changed, and ignores malformed events', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/subscription' ? jsonResponse(200, FREE_SUBSCRIPTION) : undefined,
    );
    const { source, emit } = fakeSocket();
    renderRoutes([{ path: '/', element: <Plan source={source} /> }], '/');
    await screen.findByText('Free');

    emit(SUBSCRIPTION_EVENTS.changed, { ...pro, isPro: 'yes' });
    expect(screen.getByText('Free')).toBeInTheDocument();

    emit(SUBSCRIPTION_EVENTS.changed, pro);
    expect(await screen.findByText('Pro')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('reads the plan again when the socket (re)connects, since events sent meanwhile are lost', async () => {
    let answer = FREE_SUBSCRIPTION;
    const fetchMock = stubFetch((url) =>
      url === '/api/subscription' ? jsonResponse(200, answer) : undefined,
    );
    const { source, emit } = fakeSocket();
    renderRoutes([{ path: '/', element: <Plan source={source} /> }], '/');
    await screen.findByText('Free');

    answer = pro;
    emit('connect');
    expect(await screen.findByText('Pro')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
