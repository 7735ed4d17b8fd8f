import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { testDatabases } from '../test/databases.ts';
import { createRateLimiter } from './rate-limit.ts';

const [pglite] = testDatabases();
const rule = { limit: 3, windowMs: 60_000 };

describe('the rate limiter', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always available');
    handle = await pglite.open();
  });
  afterAll(() => handle.close());

  it('refuses past the limit, says how long to wait, and allows again once the window ends', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(handle.db, () => now);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await limiter.hit('key', rule)).allowed).toBe(true);
    }
    now += 20_000;
    expect(await limiter.hit('key', rule)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await limiter.hit('other key', rule)).allowed).toBe(true);

    now += 40_000;
    expect(await limiter.hit('key', rule)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });
});
