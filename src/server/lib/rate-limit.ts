import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimit } from './rate-limit.table.ts';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimitHit extends RateLimitResult {
  /**
   * Takes this attempt back out of the count, when it turns out not to count (a correct
   * password, or an attempt another limit refused). A window that has ended meanwhile is left
   * alone: the attempt is no longer in it.
   */
  undo(): Promise<void>;
}

export interface RateLimiter {
  /** Counts one attempt under `key`; refused once the window holds more than `rule.limit`. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitHit>;
  /** Deletes the counters whose window began longer than RETENTION_MS ago; returns how many. */
  prune(): Promise<number>;
}

/** Longer than the window of any rule, so a counter pruned has no attempt left in its window. */
export const RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Fixed-window counters kept in the database, so a limit holds across every server process.
 * One atomic upsert per attempt: no read-then-write race between concurrent requests. An attempt
 * is counted before it is tried and taken back after if it did not count, rather than counted
 * after: counting after would let a burst of simultaneous attempts all through the check.
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
        undo: async () => {
          await db
            .update(rateLimit)
            .set({ count: sql`${rateLimit.count} - 1` })
            .where(
              and(
                eq(rateLimit.key, key),
                eq(rateLimit.lastRequest, row.startedAt),
                gt(rateLimit.count, 0),
              ),
            );
        },
      };
    },

    prune: async () => {
      const deleted = await db
        .delete(rateLimit)
        .where(lt(rateLimit.lastRequest, now() - RETENTION_MS))
        .returning({ id: rateLimit.id });
      return deleted.length;
    },
  };
}
