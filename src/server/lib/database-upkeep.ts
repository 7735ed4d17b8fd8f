import type { DatabaseHandle, ExecuteSql } from '../db/client.ts';
import type { JobRunner } from './jobs.ts';
import { scheduleRecurring } from './recurring-job.ts';

/**
 * PostgreSQL's autovacuum rule: a table is vacuumed once its dead rows pass this many plus this
 * share of its live rows.
 */
export const VACUUM_THRESHOLD_ROWS = 50;
export const VACUUM_SCALE_FACTOR = 0.2;
/** How often the embedded database's tables are checked, as often as autovacuum wakes up. */
export const UPKEEP_EVERY_SECONDS = 60;

/**
 * Vacuums and analyses each table whose dead rows (left by updates and deletes) pass the
 * threshold, one table at a time, so the space they take is used again and the planner's
 * figures stay true. Returns the tables it vacuumed.
 */
export async function vacuumTablesWithDeadRows(executeSql: ExecuteSql): Promise<string[]> {
  // The embedded database reports its counters lazily; this makes the next read see them.
  await executeSql('select pg_stat_force_next_flush()');
  const { rows } = await executeSql(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
     where n_dead_tup > $1::int + $2::float8 * n_live_tup order by n_dead_tup desc`,
    [VACUUM_THRESHOLD_ROWS, VACUUM_SCALE_FACTOR],
  );
  const tables = rows.map((row) => (row as { name: string }).name);
  for (const table of tables) await executeSql(`VACUUM (ANALYZE) ${table}`);
  return tables;
}

/**
 * The upkeep PostgreSQL's autovacuum gives, for the embedded database, which runs none: without
 * it every update leaves a dead row behind for good, and tables and reads grow with them.
 * PostgreSQL itself needs nothing.
 */
export function scheduleDatabaseUpkeep(jobs: JobRunner, database: DatabaseHandle) {
  if (database.kind !== 'pglite') return { start: async () => {} };
  return scheduleRecurring(jobs, {
    name: 'database.vacuum',
    everySeconds: UPKEEP_EVERY_SECONDS,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    run: () => vacuumTablesWithDeadRows(database.executeSql),
  });
}
