import { mkdir } from 'node:fs/promises';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { initialisePgliteDataDir } from './pglite-init.ts';
import { PGLITE_START_PARAMS } from './pglite-memory.ts';
import { readDatesAsText } from './pglite-parsers.ts';
import { withTimeout } from './timeout.ts';

export async function openPglite(
  dataDir: string | undefined,
  schema: Schema,
  dump?: Blob,
): Promise<DatabaseHandle> {
  let unlock = async () => {};
  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    if (dataDir !== undefined) await initialisePgliteDataDir(dataDir, PGLITE_START_PARAMS);
    client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, loadDataDir: dump });
  } catch (error) {
    await unlock();
    throw error;
  }
  const { forDrizzle, asBefore } = readDatesAsText(client);
  const db = drizzle({ client: forDrizzle, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      // PGlite runs each query on this thread, and a library's chain of queries (the job
      // runner's start, say) goes from one to the next without a turn of the event loop: each
      // waits for one here, so requests are answered between them rather than after them all.
      await setImmediatePromise();
      if (values && values.length > 0) return client.query(text, values, asBefore);
      // PGlite's prepared queries take one statement; `exec` runs a script and answers per statement.
      try {
        const results = await client.exec(text, asBefore);
        return results.at(-1) ?? { rows: [] };
      } catch (error) {
        // A script that failed inside its BEGIN leaves the one connection every caller shares
        // in an aborted transaction; end it, or every later query fails too.
        await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    migrate: () => migrate(db, { migrationsFolder }),
    dump: async () => {
      // Written out first, so the copy needs no replay of the write-ahead log to open.
      await client.exec('CHECKPOINT');
      // Taken inside a transaction of its own: no other transaction is then midway, and the
      // files are read between two queries, as of one moment.
      return client.transaction(() => client.dumpDataDir('gzip'));
    },
    ping: async () => {
      if (client.closed) throw new Error('The embedded database is closed.');
      await withTimeout(db.execute(sql`select 1`));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      // Writes the files completely before closing: PGlite's file system does not fsync.
      if (dataDir !== undefined) await client.exec('CHECKPOINT');
      await client.close();
      await unlock();
    },
  };
}
