import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// Plain CommonJS, evaluated as the worker's script, so it needs no build step of its own.
const CREATE_AND_CLOSE = `
const { workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
PGlite.create(workerData.dataDir, { startParams: workerData.startParams })
  .then(async (client) => {
    await client.exec('CHECKPOINT');
    await client.close();
  });
`;

/**
 * Creates the database of a new data folder in a worker thread that then exits. PGlite sets up a
 * new folder with a second PGlite and the initdb program, several hundred megabytes that would
 * otherwise stay in the server's memory until a garbage collection an idle server may not run
 * for hours; a worker's memory goes back to the system as it ends.
 */
export async function initialisePgliteDataDir(dataDir: string, startParams: string[]) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const worker = new Worker(CREATE_AND_CLOSE, {
    eval: true,
    workerData: { pglite, dataDir, startParams },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`PGlite's set-up of ${dataDir} exited with ${code}`)),
    );
  });
}
