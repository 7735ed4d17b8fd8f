import { describe, expect, it } from 'vitest';
import type { SessionIdentity } from './auth.session.ts';
import { createSessionCache } from './session-cache.ts';

const COOKIE = 'signed-session-token';
const identity: SessionIdentity = {
  userId: 'user-1',
  sessionId: 'session-1',
  expiresAt: new Date(Date.now() + 60 * 60_000),
};

/** A session lookup that answers only when the test says. */
function pendingLookup() {
  let answer: (value: SessionIdentity | null) => void = () => {};
  const promise = new Promise<SessionIdentity | null>((resolve) => {
    answer = resolve;
  });
  return { load: () => promise, answer };
}

/** What the database says of the session now: it has ended. */
const ended = async (): Promise<SessionIdentity | null> => null;

describe('the session cache', () => {
  it('answers the next request from memory once a lookup found the session', async () => {
    const cache = createSessionCache();
    expect(await cache.resolve(COOKIE, true, async () => identity)).toEqual(identity);
    // The database would refuse it now, but the answer kept within the TTL stands.
    expect(await cache.resolve(COOKIE, true, ended)).toEqual(identity);
  });

  it('refuses the next request of a session ended while its lookup was in flight', async () => {
    const cache = createSessionCache();
    const lookup = pendingLookup();
    const inFlight = cache.resolve(COOKIE, true, lookup.load);
    // Signed out after the database read the session, before the answer came back.
    cache.forget(identity.sessionId);
    lookup.answer(identity);
    expect(await inFlight).toEqual(identity);

    expect(await cache.resolve(COOKIE, true, ended)).toBeNull();
  });

  it('refuses the next request of a session ended after its lookup', async () => {
    const cache = createSessionCache();
    await cache.resolve(COOKIE, true, async () => identity);
    cache.forget(identity.sessionId);
    expect(await cache.resolve(COOKIE, true, ended)).toBeNull();
  });
});
