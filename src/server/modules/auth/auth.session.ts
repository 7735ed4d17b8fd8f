import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.ts';

export interface SessionIdentity {
  userId: string;
  sessionId: string;
  /** When the session ends unless it is used again (it slides; see auth.ts). */
  expiresAt: Date;
}

/**
 * The signed-in user behind a request's or a socket handshake's cookies, or null. A request
 * slides the session forward; a socket passes `slide: false` (its handshake, and the check at its
 * session's expiry): an open tab is not a use, and must not keep a session alive past its idle
 * limit.
 */
export async function identify(
  auth: Auth,
  headers: IncomingHttpHeaders,
  { slide = true }: { slide?: boolean } = {},
): Promise<SessionIdentity | null> {
  const result = await auth.api.getSession({
    headers: fromNodeHeaders(headers),
    query: { disableRefresh: !slide },
  });
  return result
    ? { userId: result.user.id, sessionId: result.session.id, expiresAt: result.session.expiresAt }
    : null;
}
