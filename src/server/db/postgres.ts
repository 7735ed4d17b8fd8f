import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle, Schema } from './client.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { timedPool } from './query-timing.ts';
import { DATABASE_TIMEOUT_MS, withTimeout } from './timeout.ts';

// Any constant works: it only has to be the same in every Pomopal process sharing the database.
const MIGRATION_LOCK_KEY = 7_462_011;

export async function openPostgres(url: string, schema: Schema): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: DATABASE_TIMEOUT_MS,
    max: 10,
  });
  // An idle client that loses its connection reports here; unhandled, it would end the process.
  pool.on('error', () => {});
  const db = drizzle({ client: timedPool(pool), schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pool.query(text, values);
      // A script runs on a client of its own, so one that fails inside its BEGIN is rolled back
      // before the client goes back to the pool, rather than handed on mid-transaction.
      const client = await pool.connect();
      try {
        const result = await client.query(text);
        // Several statements in one text answer one result each; callers read the last.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Servers starting together wait for each other instead of racing through the same DDL.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      await withTimeout(db.execute(sql`select 1`));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
