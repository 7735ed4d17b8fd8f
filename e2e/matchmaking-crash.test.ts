import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../src/server/test/postgres-admin.ts';
import type { MatchFound, SocketAck } from '../src/shared/accountability.schemas.ts';
import { VIDEO_TERMS_VERSION } from '../src/shared/domain/accountability.ts';
import { ACCOUNTABILITY_EVENTS } from '../src/shared/realtime-events.ts';
import { type RunningServer, startServer } from './harness/server.ts';

const running: RunningServer[] = [];
const sockets: Socket[] = [];
let dataDir = '';
let database: { adminUrl: string; name: string } | undefined;

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all(running.splice(0).map((server) => server.dispose()));
  await rm(dataDir, { recursive: true, force: true });
  if (database) {
    await adminQuery(database.adminUrl, `drop database if exists "${database.name}" with (force)`);
    database = undefined;
  }
});

// The clean-up job runs on no server: only the pairing can tell a search is lost.
async function start(env: NodeJS.ProcessEnv = {}, folder: string | undefined = dataDir) {
  const server = await startServer({ dataDir: folder, env: { RUN_JOBS: 'false', ...env } });
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

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.runIf(adminUrl && redisUrl)('a search left by one of several servers, killed', () => {
  it('is never matched with a live user on a server that lives on', async () => {
    if (!adminUrl || !redisUrl) return;
    dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-matchmaking-'));
    database = { adminUrl, name: uniqueDatabaseName('pomopal_e2e_search') };
    await adminQuery(adminUrl, `create database "${database.name}"`);
    const env = {
      DATABASE_URL: databaseUrl(adminUrl, database.name),
      REDIS_URL: redisUrl,
      AUTH_SECRET: 'a-secret-shared-by-both-servers-0123456789',
    };
    // One after the other: the first applies the migrations. Each has a data folder of its own.
    const first = await start(env, undefined);
    const second = await start(env, undefined);
    const lost = await searcher(first, 'Lost');
    expect(await lost.join()).toEqual({ ok: true });
    expect(await first.stop('SIGKILL')).toBeNull();

    const ada = await searcher(second, 'Ada');
    expect(await ada.join()).toEqual({ ok: true });
    expect(ada.matches).toEqual([]);
    const bob = await searcher(second, 'Bob');
    expect(await bob.join()).toEqual({ ok: true });
    expect(bob.matches.map((match) => match.partner.username)).toEqual(['ada']);
  });
});
