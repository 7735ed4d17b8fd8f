import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/migrations-folder.ts';
import { PGLITE_START_PARAMS } from '../db/pglite-memory.ts';

/**
 * Writes the files of one freshly migrated embedded database to a temporary file, and answers its
 * path and how to remove it. Creating a PGlite database runs initdb, which takes seconds on a busy
 * machine; every test file instead starts its own in-memory copy of this one.
 */
export async function writeMigratedPgliteDump() {
  const folder = await mkdtemp(path.join(tmpdir(), 'pomopal-test-'));
  const file = path.join(folder, 'migrated.tar');
  const client = await PGlite.create({ startParams: PGLITE_START_PARAMS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

let dump: Promise<Blob> | undefined;

/** The dump written by `writeMigratedPgliteDump`, read once per test file. */
export function readPgliteDump(file: string): Promise<Blob> {
  dump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return dump;
}
