import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { testDatabases } from '../test/databases.ts';
import { rateLimit } from './rate-limit.table.ts';
import { createRateLimiter, RETENTION_MS } from './rate-limit.ts';

const rule = { limit: 3, windowMs: 60_000 };

describe.each(testDatabases())('the rate limiter on $name', (database) => {
  let handle: DatabaseHandle;
  let now = 1_000_000;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  const limiter = () => createRateLimiter(handle.db, () => now);

  it('refuses past the limit, says how long to wait, and allows again once the window ends', async () => {
    const start = now;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await limiter().hit('key', rule)).allowed).toBe(true);
    }
    now = start + 20_000;
    expect(await limiter().hit('key', rule)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 40,
    });
    expect((await limiter().hit('other key', rule)).allowed).toBe(true);
    now = start + 59_999;
    expect(await limiter().hit('key', rule)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    });

    now = start + 60_000;
    expect(await limiter().hit('key', rule)).toMatchObject({
      allowed: true,
      retryAfterSeconds: 60,
    });
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      expect((await limiter().hit('key', rule)).allowed).toBe(true);
    }
    expect((await limiter().hit('key', rule)).allowed).toBe(false);
  });

  it('takes back an attempt that turned out not to count', async () => {
    const hits = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) hits.push(await limiter().hit('undo', rule));
    await hits[0]?.undo();
    expect((await limiter().hit('undo', rule)).allowed).toBe(true);
    expect((await limiter().hit('undo', rule)).allowed).toBe(false);
  });

  it('takes nothing back from a window that has ended since', async () => {
    const old = await limiter().hit('late undo', rule);
    now += rule.windowMs;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await limiter().hit('late undo', rule)).allowed).toBe(true);
    }
    await old.undo();
    expect((await limiter().hit('late undo', rule)).allowed).toBe(false);
  });

  it('prunes the counters of windows long over, and keeps the others', async () => {
    await limiter().hit('old', rule);
    now += RETENTION_MS + 1;
    await limiter().hit('recent', rule);
    expect(await limiter().prune()).toBeGreaterThanOrEqual(1);
    const left = await handle.db.select({ key: rateLimit.key }).from(rateLimit);
    expect(left.map((row) => row.key)).toContain('recent');
    expect(left.map((row) => row.key)).not.toContain('old');
  });
});
