import { describe, expect, it, vi } from 'vitest';
import type { SessionIdentity } from './auth.session.ts';
import { createSessionCache } from './session-cache.ts';

const identity: SessionIdentity = {
  userId: 'user-1',
  sessionId: 'session-1',
  expiresAt: new Date(Date.now() + 3_600_000),
};

/** A lookup that answers only when told to, counting how often it was asked. */
function heldLookup() {
  let answer: (value: SessionIdentity | null) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<SessionIdentity | null>((resolve) => {
        answer = resolve;
      }),
  );
  return { load, answer: (value: SessionIdentity | null) => answer(value) };
}

/** What the database says of the session now: it has ended. */
const ended = async (): Promise<SessionIdentity | null> => null;

describe('the session cache', () => {
  it('looks a session up once for many requests that arrive together', async () => {
    const cache = createSessionCache();
    const lookup = heldLookup();
    const reads = Array.from({ length: 50 }, () => cache.resolve('cookie', true, lookup.load));
    lookup.answer(identity);
    expect(await Promise.all(reads)).toEqual(Array(50).fill(identity));
    expect(lookup.load).toHaveBeenCalledTimes(1);
    await cache.resolve('cookie', true, lookup.load);
    expect(lookup.load).toHaveBeenCalledTimes(1);
  });

  it('lets a read that does not slide share a sliding lookup, and not the other way round', async () => {
    const cache = createSessionCache();
    const sliding = heldLookup();
    const first = cache.resolve('cookie', true, sliding.load);
    const second = cache.resolve('cookie', false, sliding.load);
    sliding.answer(identity);
    await Promise.all([first, second]);
    expect(sliding.load).toHaveBeenCalledTimes(1);

    const other = createSessionCache();
    const still = heldLookup();
    const moving = heldLookup();
    const notSliding = other.resolve('cookie', false, still.load);
    const slidingRead = other.resolve('cookie', true, moving.load);
    still.answer(identity);
    moving.answer(identity);
    await Promise.all([notSliding, slidingRead]);
    expect(moving.load).toHaveBeenCalledTimes(1);
  });

  it('asks again for a request that arrives after a session ended during a lookup', async () => {
    const cache = createSessionCache();
    const before = heldLookup();
    const early = cache.resolve('cookie', true, before.load);
    cache.forget(identity.sessionId);
    const after = heldLookup();
    const late = cache.resolve('cookie', true, after.load);
    before.answer(identity);
    after.answer(null);
    expect(await early).toEqual(identity);
    expect(await late).toBeNull();
    expect(after.load).toHaveBeenCalledTimes(1);
  });

  it('answers the next request from memory once a lookup found the session', async () => {
    const cache = createSessionCache();
    expect(await cache.resolve('cookie', true, async () => identity)).toEqual(identity);
    // The database would refuse it now, but the answer kept within the TTL stands.
    expect(await cache.resolve('cookie', true, ended)).toEqual(identity);
  });

  it('refuses the next request of a session ended while its lookup was in flight', async () => {
    const cache = createSessionCache();
    const lookup = heldLookup();
    const inFlight = cache.resolve('cookie', true, lookup.load);
    // Signed out after the database read the session, before the answer came back.
    cache.forget(identity.sessionId);
    lookup.answer(identity);
    expect(await inFlight).toEqual(identity);
    expect(await cache.resolve('cookie', true, ended)).toBeNull();
  });

  it('refuses the next request of a session ended after its lookup', async () => {
    const cache = createSessionCache();
    await cache.resolve('cookie', true, async () => identity);
    cache.forget(identity.sessionId);
    expect(await cache.resolve('cookie', true, ended)).toBeNull();
  });
});
