import { LRUCache } from 'lru-cache';
import type { SessionIdentity } from './auth.session.ts';

/**
 * How long a resolved session is trusted without asking the database. Revocation does not wait
 * for it (every server forgets an ended session at once, see `forget`); it bounds how stale an
 * entry can be if that message is lost, and how often a session in use slides forward.
 */
export const SESSION_CACHE_TTL_MS = 30_000;

/** Enough for every session active on one server within the TTL; the least recent go first. */
const MAX_ENTRIES = 50_000;

export interface SessionCache {
  /**
   * The identity behind a session cookie's value, from memory when it was resolved within the
   * TTL, else from `load`, whose answer is kept unless a session ended meanwhile. A read that
   * slides the session trusts only what a sliding read kept: one that did not slide may have
   * left a session due to slide, and a use must still move it forward. Requests that miss at the
   * same time share one load, so many at once cost one lookup rather than one each.
   */
  resolve(
    cookieValue: string,
    slide: boolean,
    load: () => Promise<SessionIdentity | null>,
  ): Promise<SessionIdentity | null>;
  /** Drops every entry of a session that has ended, so its very next use is refused. */
  forget(sessionId: string): void;
}

export function createSessionCache(): SessionCache {
  const cookiesBySession = new Map<string, Set<string>>();
  const entries = new LRUCache<string, { identity: SessionIdentity; slid: boolean }>({
    max: MAX_ENTRIES,
    dispose: ({ identity }, cookieValue) => {
      const cookies = cookiesBySession.get(identity.sessionId);
      cookies?.delete(cookieValue);
      if (cookies?.size === 0) cookiesBySession.delete(identity.sessionId);
    },
  });
  // A lookup that began before a session ended may have read it while it was still alive; its
  // answer is kept only if no session ended while it ran.
  let endedSessions = 0;
  const remember = (cookieValue: string, identity: SessionIdentity, slid: boolean) => {
    const ttl = Math.min(SESSION_CACHE_TTL_MS, identity.expiresAt.getTime() - Date.now());
    if (ttl <= 0) return;
    entries.set(cookieValue, { identity, slid }, { ttl });
    const cookies = cookiesBySession.get(identity.sessionId) ?? new Set<string>();
    cookiesBySession.set(identity.sessionId, cookies.add(cookieValue));
  };

  /** The loads under way, by cookie value; a sliding one answers reads of either kind. */
  const loading = new Map<string, { slide: boolean; identity: Promise<SessionIdentity | null> }>();

  const loadAndKeep = async (
    cookieValue: string,
    slide: boolean,
    load: () => Promise<SessionIdentity | null>,
  ) => {
    const endedBefore = endedSessions;
    const identity = await load();
    if (identity && endedSessions === endedBefore) remember(cookieValue, identity, slide);
    return identity;
  };

  return {
    resolve: (cookieValue, slide, load) => {
      const known = entries.get(cookieValue);
      if (known && (known.slid || !slide)) return Promise.resolve(known.identity);
      const under = loading.get(cookieValue);
      if (under && (under.slide || !slide)) return under.identity;
      const identity = loadAndKeep(cookieValue, slide, load).finally(() => {
        if (loading.get(cookieValue)?.identity === identity) loading.delete(cookieValue);
      });
      loading.set(cookieValue, { slide, identity });
      return identity;
    },
    forget: (sessionId) => {
      endedSessions += 1;
      // A load under way may have read the session before it ended: later reads ask again.
      loading.clear();
      for (const cookieValue of cookiesBySession.get(sessionId) ?? []) {
        entries.delete(cookieValue);
      }
    },
  };
}
