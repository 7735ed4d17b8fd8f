import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.ts';
import type { SessionCache } from './session-cache.ts';
import { soleCookieValue } from './session-cookie.ts';

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
export type Identify = (
  headers: IncomingHttpHeaders,
  options?: { slide?: boolean },
) => Promise<SessionIdentity | null>;

/**
 * Resolves sessions through better-auth, which checks the cookie's signature, reads the session
 * and its user, and slides it; the cache keeps the answer per cookie value, so a session in use
 * costs that once per TTL and a server. A hit does not slide: better-auth slides a session at
 * most once a day, so a use that reaches it once per TTL keeps the session alive just as well.
 */
export async function createIdentify(auth: Auth, cache: SessionCache): Promise<Identify> {
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  const ask = async (headers: IncomingHttpHeaders, slide: boolean) => {
    const result = await auth.api.getSession({
      headers: fromNodeHeaders(headers),
      query: { disableRefresh: !slide },
    });
    return result
      ? {
          userId: result.user.id,
          sessionId: result.session.id,
          expiresAt: result.session.expiresAt,
        }
      : null;
  };
  return async (headers, { slide = true } = {}) => {
    const cookieValue = soleCookieValue(headers.cookie, cookieName);
    return cookieValue === null
      ? ask(headers, slide)
      : cache.resolve(cookieValue, slide, () => ask(headers, slide));
  };
}
