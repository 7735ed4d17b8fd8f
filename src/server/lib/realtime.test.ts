import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp, TEST_APP_URL } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';
import { signUp } from '../test/sign-up.ts';

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const sockets: Socket[] = [];

function open(url: string, headers: Record<string, string>): Socket {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe.each(testDatabases())('Socket.IO on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let url: string;

  beforeAll(async () => {
    handle = await database.open();
    app = await createTestApp({ database: handle });
    url = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it("delivers a user's events to that user's sockets only", async () => {
    const ada = await signUp(app, 'ada@example.com');
    const bob = await signUp(app, 'bob@example.com');
    const adaSocket = open(url, { origin: TEST_APP_URL, cookie: ada.cookie });
    const bobSocket = open(url, { origin: TEST_APP_URL, cookie: bob.cookie });
    await Promise.all([connected(adaSocket), connected(bobSocket)]);

    let bobReceived = false;
    bobSocket.on('hello', () => {
      bobReceived = true;
    });
    const received = nextEvent<{ text: string }>(adaSocket, 'hello');
    app.realtime.emitToUser(ada.userId, 'hello', { text: 'for Ada' });
    expect(await received).toEqual({ text: 'for Ada' });
    // A round trip to Bob's own room proves any stray event for him would have arrived by now.
    const bobOwn = nextEvent(bobSocket, 'ping-bob');
    app.realtime.emitToUser(bob.userId, 'ping-bob', {});
    await bobOwn;
    expect(bobReceived).toBe(false);
  });

  it('refuses a handshake without a session cookie', async () => {
    const socket = open(url, { origin: TEST_APP_URL });
    await expect(connected(socket)).rejects.toThrow('unauthorized');
  });

  it('refuses a handshake from another origin', async () => {
    const { cookie } = await signUp(app, 'eve@example.com');
    const socket = open(url, { origin: 'https://evil.example', cookie });
    await expect(connected(socket)).rejects.toThrow();
    expect(socket.connected).toBe(false);
  });

  it('disconnects the sockets of a session that ends', async () => {
    const { cookie } = await signUp(app, 'cleo@example.com');
    const socket = open(url, { origin: TEST_APP_URL, cookie });
    await connected(socket);
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    const sessionId: string = session.json().session.id;
    const disconnected = nextEvent<string>(socket, 'disconnect');
    app.realtime.disconnectSession(sessionId);
    expect(await disconnected).toBe('io server disconnect');
  });
});

const redisUrl = process.env.REDIS_URL;
const postgres = testDatabases().find((database) => database.name === 'postgres');

describe.runIf(redisUrl && postgres)('two server processes sharing PostgreSQL and Redis', () => {
  it("reach a user's socket on one server from the other", async () => {
    if (!postgres || !redisUrl) return;
    const handle = await postgres.open();
    const env = { REDIS_URL: redisUrl };
    const first = await createTestApp({ database: handle, env });
    const second = await createTestApp({ database: handle, env });
    try {
      const firstUrl = await listen(first);
      await listen(second);
      const ada = await signUp(second, 'ada@example.com');
      const socket = open(firstUrl, { origin: TEST_APP_URL, cookie: ada.cookie });
      await connected(socket);
      const received = nextEvent<{ from: string }>(socket, 'hello');
      second.realtime.emitToUser(ada.userId, 'hello', { from: 'second' });
      expect(await received).toEqual({ from: 'second' });
    } finally {
      await first.close();
      await second.close();
      await handle.close();
    }
  });
});
