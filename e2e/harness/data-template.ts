import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openAppDatabase } from '../../src/server/database.ts';

/** Where a server keeps its embedded database inside DATA_DIR. */
const PGLITE_FOLDER = 'pglite';

/**
 * A data folder whose embedded database is created and migrated, made once per run: a server
 * started on a fresh folder otherwise spends seconds of a busy machine on initdb before it answers.
 */
export async function makeDataTemplate() {
  const root = await mkdtemp(path.join(tmpdir(), 'pomopal-e2e-template-'));
  const handle = await openAppDatabase({ kind: 'pglite', dataDir: path.join(root, PGLITE_FOLDER) });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Fills an empty data folder with a copy of the template's database. */
export function copyDataTemplate(template: string, dataDir: string) {
  return cp(path.join(template, PGLITE_FOLDER), path.join(dataDir, PGLITE_FOLDER), {
    recursive: true,
  });
}
