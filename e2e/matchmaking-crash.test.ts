import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNTABILITY_EVENTS,
  type MatchFound,
  type SocketAck,
  VIDEO_TERMS_VERSION,
} from '../src/shared/accountability.schemas.ts';
import { type RunningServer, startServer } from './harness/server.ts';

const running: RunningServer[] = [];
const sockets: Socket[] = [];
let dataDir = '';

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
  await rm(dataDir, { recursive: true, force: true });
});

// The clean-up job runs on neither server: only the pairing can tell a search is lost.
async function start() {
  const server = await startServer({ dataDir, env: { RUN_JOBS: 'false' } });
  running.push(server);
  return server;
}

function post(server: RunningServer, route: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A signed-up user who accepted the video-call terms, with a live socket and its matches. */
async function searcher(server: RunningServer, name: string) {
  const email = `${name.toLowerCase()}@example.com`;
  const signUp = await post(server, '/api/auth/sign-up/email', {
    email,
    password: 'a-long-password',
    name,
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  expect(
    (await post(server, '/api/accountability/terms', { version: VIDEO_TERMS_VERSION }, cookie))
      .status,
  ).toBe(200);
  const socket = connect(server.url, {
    transports: ['websocket'],
    extraHeaders: { origin: server.url, cookie },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const matches: MatchFound[] = [];
  socket.on(ACCOUNTABILITY_EVENTS.matchFound, (match: MatchFound) => matches.push(match));
  const join = (): Promise<SocketAck> =>
    socket.timeout(30_000).emitWithAck(ACCOUNTABILITY_EVENTS.join, { goalTaskId: null });
  return { socket, matches, join };
}

describe('a search left by a server that was killed', () => {
  it('is never matched with a live user', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-matchmaking-'));
    const first = await start();
    const lost = await searcher(first, 'Lost');
    expect(await lost.join()).toEqual({ ok: true });
    expect(await first.stop('SIGKILL')).toBeNull();

    const second = await start();
    const ada = await searcher(second, 'Ada');
    expect(await ada.join()).toEqual({ ok: true });
    // A match is announced before the join is acknowledged: none came.
    expect(ada.matches).toEqual([]);

    const bob = await searcher(second, 'Bob');
    expect(await bob.join()).toEqual({ ok: true });
    // With the live searcher: the username is the address's local part.
    expect(bob.matches.map((match) => match.partner.username)).toEqual(['ada']);
  });
});
