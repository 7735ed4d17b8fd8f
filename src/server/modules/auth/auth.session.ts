import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.ts';

export interface SessionIdentity {
  userId: string;
  sessionId: string;
}

/** The signed-in user behind a request's or a socket handshake's cookies, or null. */
export async function identify(
  auth: Auth,
  headers: IncomingHttpHeaders,
): Promise<SessionIdentity | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  return result ? { userId: result.user.id, sessionId: result.session.id } : null;
}
