import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { accountabilityKeys } from '../api/accountability-keys.ts';
import { fakeLink } from '../realtime-fixtures.ts';
import { useRoomUpdates } from './use-room-updates.ts';

vi.mock('../../../lib/socket.ts', () => ({
  socket: { on: vi.fn(), off: vi.fn() },
  emitWithAck: vi.fn(),
}));

const ROOM = 'Zm9jdXNfcm9vbV9uYW1lXzE';

function mount() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(accountabilityKeys.room(ROOM), { roomName: ROOM });
  const socket = fakeLink();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useRoomUpdates(ROOM, socket.link), { wrapper });
  const stale = () => queryClient.getQueryState(accountabilityKeys.room(ROOM))?.isInvalidated;
  return { ...socket, hook, stale };
}

describe('useRoomUpdates', () => {
  it('reads the room again when the socket connects again, since events sent meanwhile are gone', async () => {
    const call = mount();
    expect(call.stale()).toBe(false);
    await call.deliver('connect');
    expect(call.stale()).toBe(true);
  });

  it('stops listening once the call unmounts', async () => {
    const call = mount();
    call.hook.unmount();
    await call.deliver('connect');
    expect(call.stale()).toBe(false);
  });
});
