import type pg from 'pg';
import { databaseQueryDuration } from '../lib/metrics.ts';

/** Runs one query, observing how long it took in the metrics. */
export async function timedQuery<T>(run: () => Promise<T>): Promise<T> {
  const end = databaseQueryDuration.startTimer();
  try {
    return await run();
  } finally {
    end();
  }
}

/** `target` with its `query` timed and its other methods working on itself. */
function withTimedQuery<Target extends object>(
  target: Target,
  replaced: Partial<Record<PropertyKey, unknown>> = {},
): Target {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(replaced, property)) return replaced[property];
      const value: unknown = Reflect.get(object, property, object);
      if (property === 'query' && typeof value === 'function') {
        return (...args: unknown[]): Promise<unknown> =>
          timedQuery(() => Promise.resolve(Reflect.apply(value, object, args)));
      }
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * The pool as drizzle sees it: its queries, and those of the clients it hands out for
 * transactions, are timed. The pool itself (and pg-boss's raw SQL) goes on unchanged.
 */
export function timedPool(pool: pg.Pool): pg.Pool {
  return withTimedQuery(pool, {
    connect: async () => withTimedQuery(await pool.connect()),
  });
}
