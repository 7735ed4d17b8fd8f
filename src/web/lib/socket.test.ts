import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../components/ui/toast.tsx';
import { connectSocket, disconnectSocket, TOO_MANY_SOCKETS_NOTICE } from './socket.ts';

/** The Socket.IO client as far as the tab uses it: events, connect and disconnect. */
class FakeSocket {
  private readonly handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  connected = false;
  connect = vi.fn();
  disconnect = vi.fn();
  timeout = vi.fn();

  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  off() {
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

const fake = new FakeSocket();

vi.mock('socket.io-client', () => ({ io: () => fake }));
vi.mock('../components/ui/toast.tsx', () => ({ toast: vi.fn() }));

/** A connect error as the server sends it: the message, and `data` from its middleware. */
function refusedWith(data: unknown): Error {
  return Object.assign(new Error('refused'), { data });
}

describe('the live connection', () => {
  afterEach(() => {
    disconnectSocket();
    vi.mocked(toast).mockClear();
  });

  it('says so when the server refuses it for too many connections of the account', async () => {
    connectSocket();
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalled());

    fake.emit('connect_error', refusedWith({ code: 'realtime.too_many_sockets' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining(TOO_MANY_SOCKETS_NOTICE));
  });

  it('stays quiet on any other failure, which it tries again by itself', async () => {
    connectSocket();
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalled());

    fake.emit('connect_error', new Error('websocket error'));
    fake.emit('connect_error', refusedWith({ code: 'something.else' }));
    fake.emit('connect_error', refusedWith('text'));
    expect(toast).not.toHaveBeenCalled();
  });
});
