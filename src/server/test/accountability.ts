import type { Socket } from 'socket.io-client';
import type { MatchFound, SocketAck } from '../../shared/accountability.schemas.ts';
import { VIDEO_TERMS_VERSION } from '../../shared/domain/accountability.ts';
import { ACCOUNTABILITY_EVENTS } from '../../shared/realtime-events.ts';
import type { App } from '../app.ts';
import type { socketOpener } from './sockets.ts';
import { createUser } from './users.ts';

/** Sends a client -> server event and resolves with the server's ack. */
export function ask(socket: Socket, event: string, payload?: unknown): Promise<SocketAck> {
  const asking = socket.timeout(10_000);
  return payload === undefined ? asking.emitWithAck(event) : asking.emitWithAck(event, payload);
}

/** The next `event` the socket receives. */
export function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

/** Every `event` the socket receives from now on, in order. */
export function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

export async function acceptTerms(app: App, cookie: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/accountability/terms',
    headers: { cookie },
    payload: { version: VIDEO_TERMS_VERSION },
  });
  if (response.statusCode !== 200) throw new Error(`terms refused: ${response.body}`);
}

/**
 * A signed-in user who accepted the video-call terms, with one live socket and every
 * `matchFound` it receives.
 */
export async function searcher(app: App, sockets: ReturnType<typeof socketOpener>, email: string) {
  const person = await createUser(app, email);
  await acceptTerms(app, person.cookie);
  const socket = await sockets.open(person.cookie);
  const matches = collect<MatchFound>(socket, ACCOUNTABILITY_EVENTS.matchFound);
  return { ...person, socket, matches };
}

export type Searcher = Awaited<ReturnType<typeof searcher>>;

/** Polls `check` until it holds, failing after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
