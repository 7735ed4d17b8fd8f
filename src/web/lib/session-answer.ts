import { ApiError, type ResponseParser } from './api-client.ts';
import type { AuthSession } from './better-auth-client.ts';

/** The fields of the session answer that are times, sent as ISO text. */
const TIMES = new Set(['createdAt', 'updatedAt', 'expiresAt']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function withTimes(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      TIMES.has(key) && typeof value === 'string' ? new Date(value) : value,
    ]),
  );
}

function isSession(value: unknown): value is AuthSession {
  return (
    isRecord(value) &&
    isRecord(value.user) &&
    typeof value.user.id === 'string' &&
    typeof value.user.email === 'string' &&
    isRecord(value.session) &&
    value.session.expiresAt instanceof Date
  );
}

/**
 * GET /api/auth/get-session's answer: the signed-in user and session, with their times as
 * dates, or null when no one is signed in.
 */
export const sessionAnswer: ResponseParser<AuthSession | null> = {
  parse(data) {
    if (!isRecord(data) || !isRecord(data.user) || !isRecord(data.session)) return null;
    const session = { user: withTimes(data.user), session: withTimes(data.session) };
    if (!isSession(session)) {
      throw new ApiError(502, 'server.unavailable', 'The server sent a session it could not read.');
    }
    return session;
  },
};
