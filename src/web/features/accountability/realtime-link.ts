import type { SocketAck } from '../../../shared/accountability.schemas.ts';
import { isCatalogueErrorCode } from '../../../shared/errors.ts';
import { emitWithAck, socket } from '../../lib/socket.ts';

/** The part of the app's socket matchmaking and calls use (a fake one in tests). */
export interface RealtimeLink {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emitWithAck(event: string, payload?: unknown): Promise<unknown>;
}

export const appRealtimeLink: RealtimeLink = {
  on: socket.on,
  off: socket.off,
  emitWithAck,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An acknowledgement that is not the contract's counts as a server failure. */
const MALFORMED_MESSAGE = 'The server gave an unexpected answer.';
const MALFORMED: SocketAck = { ok: false, code: 'server.internal', message: MALFORMED_MESSAGE };
const UNANSWERED: SocketAck = {
  ok: false,
  code: 'server.unavailable',
  message: 'The server did not answer. Check your connection.',
};

/** Sends `event` and reads the acknowledgement; a timeout or a dropped link is a failure too. */
export async function request(
  link: RealtimeLink,
  event: string,
  payload?: unknown,
): Promise<SocketAck> {
  let answer: unknown;
  try {
    answer = await link.emitWithAck(event, payload);
  } catch {
    return UNANSWERED;
  }
  if (!isRecord(answer)) return MALFORMED;
  if (answer.ok === true) return { ok: true };
  if (answer.ok === false && isCatalogueErrorCode(answer.code)) {
    const message = typeof answer.message === 'string' ? answer.message : MALFORMED_MESSAGE;
    return { ok: false, code: answer.code, message };
  }
  return MALFORMED;
}
