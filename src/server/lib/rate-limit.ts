import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimit } from '../db/schema.ts';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt under `key`; refused once the window holds more than `rule.limit`. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
}

/**
 * Fixed-window counters kept in the database, so a limit holds across every server process.
 * One atomic upsert per attempt: no read-then-write race between concurrent requests.
 */
export function createRateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  return {
    hit: async (key, rule) => {
      const at = now();
      const windowStart = at - rule.windowMs;
      const [row] = await db
        .insert(rateLimit)
        .values({ id: randomUUID(), key, count: 1, lastRequest: at })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
            lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${at} else ${rateLimit.lastRequest} end`,
          },
        })
        .returning({ count: rateLimit.count, startedAt: rateLimit.lastRequest });
      if (!row) throw new Error('The rate limit counter was not written.');
      const retryAfterMs = row.startedAt + rule.windowMs - at;
      return {
        allowed: row.count <= rule.limit,
        retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
      };
    },
  };
}
