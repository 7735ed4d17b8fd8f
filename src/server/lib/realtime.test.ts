import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { session } from '../schema.ts';
import { eventually } from '../test/accountability.ts';
import { createTestApp, TEST_APP_URL } from '../test/app.ts';
import { pgliteDatabase, testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { createUser } from '../test/users.ts';
import { MAX_SOCKETS_PER_USER, TOO_MANY_SOCKETS_MESSAGE } from './realtime.ts';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe.each(testDatabases())('Socket.IO on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let url: string;

  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app, handle } = running);
    url = await listen(app);
  });

  it("delivers a user's events to that user's sockets only", async () => {
    const ada = await createUser(app, 'ada@example.com');
    const bob = await createUser(app, 'bob@example.com');
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
    const { cookie } = await createUser(app, 'eve@example.com');
    const socket = open(url, { origin: 'https://evil.example', cookie });
    await expect(connected(socket)).rejects.toThrow();
    expect(socket.connected).toBe(false);
  });

  it('disconnects the sockets of a session that ends', async () => {
    const { cookie } = await createUser(app, 'cleo@example.com');
    const socket = open(url, { origin: TEST_APP_URL, cookie });
    await connected(socket);
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    const sessionId: string = session.json().session.id;
    const disconnected = nextEvent<string>(socket, 'disconnect');
    app.realtime.endSession(sessionId);
    expect(await disconnected).toBe('io server disconnect');
  });

  /** Signs up and sets the new session to expire `ms` from now, as if it had not been used. */
  async function signUpExpiringIn(email: string, ms: number) {
    const who = await createUser(app, email);
    await handle.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + ms) })
      .where(eq(session.userId, who.userId));
    return who;
  }

  it('ends a socket when its session expires, and sends it nothing after', async () => {
    const dora = await signUpExpiringIn('dora@example.com', 1500);
    const socket = open(url, { origin: TEST_APP_URL, cookie: dora.cookie });
    await connected(socket);
    const before = nextEvent(socket, 'hello');
    app.realtime.emitToUser(dora.userId, 'hello', {});
    await before;

    const disconnected = nextEvent<string>(socket, 'disconnect');
    let late = false;
    socket.on('late', () => {
      late = true;
    });
    const stillConnected = sleep(4000).then(() => 'still connected');
    expect(await Promise.race([disconnected, stillConnected])).toBe('io server disconnect');
    app.realtime.emitToUser(dora.userId, 'late', {});
    await sleep(200);
    expect(late).toBe(false);
  });

  it('keeps a socket whose session was used, and so extended, before it expired', async () => {
    const emil = await signUpExpiringIn('emil@example.com', 1000);
    const socket = open(url, { origin: TEST_APP_URL, cookie: emil.cookie });
    await connected(socket);
    const used = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: emil.cookie },
    });
    expect(used.statusCode).toBe(200);

    await sleep(2000);
    expect(socket.connected).toBe(true);
    const received = nextEvent(socket, 'hello');
    app.realtime.emitToUser(emil.userId, 'hello', {});
    await received;
  });
});

/** Resolves with the message the server refused the socket with. */
/** The message of a refused socket's connect error, and the code it carries for the web. */
function refusal(socket: Socket): Promise<{ message: string; code: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket connected')));
    socket.once('connect_error', (error) =>
      resolve({ message: error.message, code: 'data' in error ? error.data : undefined }),
    );
  });
}

const TOO_MANY = { message: TOO_MANY_SOCKETS_MESSAGE, code: { code: 'realtime.too_many_sockets' } };

describe('sockets per user', () => {
  let app: App;
  let url: string;

  const running = useTestApp(pgliteDatabase);
  beforeAll(async () => {
    ({ app } = running);
    url = await listen(app);
  });

  it("refuses a user's socket beyond the limit, and takes one again once another closes", async () => {
    const ada = await createUser(app, 'many-tabs@example.com');
    const bob = await createUser(app, 'one-tab@example.com');
    const headers = { origin: TEST_APP_URL, cookie: ada.cookie };
    // Opened all at once, as a flood would: exactly the limit gets through.
    const opened = Array.from({ length: MAX_SOCKETS_PER_USER + 5 }, () => open(url, headers));
    const outcomes = await Promise.allSettled(opened.map(connected));
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const outcome of refused) {
      expect(outcome.status === 'rejected' && outcome.reason.message).toBe(
        TOO_MANY_SOCKETS_MESSAGE,
      );
    }
    expect(await refusal(open(url, headers))).toEqual(TOO_MANY);
    // Another user is not affected.
    await connected(open(url, { origin: TEST_APP_URL, cookie: bob.cookie }));

    const one = opened.find((socket) => socket.connected);
    const closed = new Promise((resolve) => one?.once('disconnect', resolve));
    one?.disconnect();
    await closed;
    await eventually(async () => {
      const again = open(url, headers);
      try {
        await connected(again);
        return true;
      } catch {
        return false;
      }
    });
  });
});

const redisUrl = process.env.REDIS_URL;
const postgres = testDatabases().find((database) => database.name === 'postgres');

describe.runIf(redisUrl && postgres)('two server processes sharing PostgreSQL and Redis', () => {
  it("count a user's sockets on every server", async () => {
    if (!postgres || !redisUrl) return;
    const handle = await postgres.open();
    const env = { REDIS_URL: redisUrl };
    const first = await createTestApp({ database: handle, env });
    const second = await createTestApp({ database: handle, env });
    try {
      const firstUrl = await listen(first);
      const secondUrl = await listen(second);
      const ada = await createUser(first, 'ada@example.com');
      const headers = { origin: TEST_APP_URL, cookie: ada.cookie };
      const half = MAX_SOCKETS_PER_USER / 2;
      for (let count = 0; count < half; count += 1) await connected(open(firstUrl, headers));
      for (let count = 0; count < half; count += 1) await connected(open(secondUrl, headers));
      expect(await refusal(open(firstUrl, headers))).toEqual(TOO_MANY);
      expect(await refusal(open(secondUrl, headers))).toEqual(TOO_MANY);
    } finally {
      await first.close();
      await second.close();
      await handle.close();
    }
  });

  it("reach a user's socket on one server from the other", async () => {
    if (!postgres || !redisUrl) return;
    const handle = await postgres.open();
    const env = { REDIS_URL: redisUrl };
    const first = await createTestApp({ database: handle, env });
    const second = await createTestApp({ database: handle, env });
    try {
      const firstUrl = await listen(first);
      await listen(second);
      const ada = await createUser(second, 'ada@example.com');
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
