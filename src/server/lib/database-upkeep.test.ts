import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { testDatabases } from '../test/databases.ts';
import { VACUUM_THRESHOLD_ROWS, vacuumTablesWithDeadRows } from './database-upkeep.ts';

const [pglite] = testDatabases();

describe('the upkeep of the embedded database', () => {
  let handle: DatabaseHandle;
  const deadRows = async () => {
    await handle.executeSql('select pg_stat_force_next_flush()');
    const { rows } = await handle.executeSql(
      `select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'rate_limit'`,
      [],
    );
    return (rows[0] as { dead: number } | undefined)?.dead;
  };

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    handle = await pglite.open();
    await handle.executeSql(
      `insert into rate_limit (id, key, count, last_request)
       select 'id' || n, 'k' || n, 1, 0 from generate_series(1, 500) as n`,
    );
  });
  afterAll(() => handle.close());

  it('leaves a table alone while its dead rows stay under the threshold', async () => {
    await handle.executeSql(`update rate_limit set count = 2 where key in ('k1', 'k2')`);
    expect(await deadRows()).toBe(2);
    expect(await vacuumTablesWithDeadRows(handle.executeSql)).not.toContain('public.rate_limit');
    expect(await deadRows()).toBe(2);
  });

  it('vacuums a table whose updates left more dead rows than the threshold', async () => {
    await handle.executeSql('update rate_limit set count = count + 1');
    expect(await deadRows()).toBeGreaterThan(VACUUM_THRESHOLD_ROWS + 100);
    expect(await vacuumTablesWithDeadRows(handle.executeSql)).toContain('public.rate_limit');
    expect(await deadRows()).toBe(0);
  });
});
