import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { codeCacheFile } from '../src/server/code-cache.ts';
import { PGLITE_START_PARAMS } from '../src/server/db/pglite-memory.ts';
import { projectRoot } from '../src/server/paths.ts';
import { quantile } from './load.ts';
import { exited, freePort } from './server.ts';

/** Starts timed per side, alternating, so a busy moment of the machine weighs on both. */
const RUNS = 3;
const POLL_MS = 20;
const GIVE_UP_MS = 120_000;

const serverFolder = path.join(projectRoot, 'dist', 'server');
const serverEntry = path.join(serverFolder, 'main.js');
const serverBundle = path.join(serverFolder, 'server.cjs');

/** Opens the data folder with PGlite alone, the server's own settings, answers one query. */
const OPEN_ALONE = `
const { PGlite } = await import('@electric-sql/pglite');
const startParams = JSON.parse(process.env.START_PARAMS);
const client = await PGlite.create(process.env.DATA_DIR, { startParams });
await client.query('select 1');
await client.close();
`;

/**
 * Milliseconds from starting the server to its first 200 from the health endpoint; with
 * `untilCached` (the code cache's file), the server runs on until it has written it, as a first
 * start does.
 */
async function timeServerStart(dataDir: string, untilCached?: string): Promise<number> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (performance.now() - startedAt < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (healthy) {
        const elapsed = performance.now() - startedAt;
        while (untilCached !== undefined && !existsSync(untilCached)) {
          if (performance.now() - startedAt > GIVE_UP_MS) throw new Error('no code cache written');
          await sleep(POLL_MS);
        }
        return elapsed;
      }
      await sleep(POLL_MS);
    }
    throw new Error('the server did not answer healthy in time');
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

/** Milliseconds for a process that opens the data folder with PGlite alone and queries it. */
async function timeDatabaseOpen(dataDir: string): Promise<number> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', OPEN_ALONE], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, START_PARAMS: JSON.stringify(PGLITE_START_PARAMS) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await exited(child);
  if (code !== 0) throw new Error(`opening the data folder alone exited with ${code}`);
  return performance.now() - startedAt;
}

/**
 * `npm run serve` on a data folder it has used before, from starting the process to the first
 * 200 from `/api/health`, against a process that only opens the same folder with PGlite. Builds
 * nothing: `npm run build` first.
 */
export async function run() {
  if (!existsSync(serverEntry)) throw new Error('dist/ is missing: run `npm run build` first.');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-startup-'));
  try {
    // The first start sets the folder up and caches the compiled code, as the first start after
    // each build does; only the starts after it are timed.
    await timeServerStart(dataDir, codeCacheFile(serverFolder, readFileSync(serverBundle)));
    const server: number[] = [];
    const alone: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      alone.push(await timeDatabaseOpen(dataDir));
      server.push(await timeServerStart(dataDir));
    }
    const [serverMs, aloneMs] = [quantile(server, 0.5), quantile(alone, 0.5)];
    console.log(`opening the data folder with PGlite alone: ${aloneMs.toFixed(0)} ms (median)`);
    console.log(
      `npm run serve to a healthy answer: ${serverMs.toFixed(0)} ms (median), ${(serverMs / aloneMs).toFixed(2)}x the database's own open`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
