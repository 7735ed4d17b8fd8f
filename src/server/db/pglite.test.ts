import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../database.ts';
import { user } from '../schema.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('PGlite in a data folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'pomopal-pglite-')), 'pglite');
  });
  afterEach(async () => {
    await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('keeps its data across a close and a reopen', async () => {
    const first = await openAppDatabase({ kind: 'pglite', dataDir: dir });
    await first.migrate();
    await first.db
      .insert(user)
      .values({ id: 'u1', name: 'Ada', email: 'ada@example.com', username: 'ada' });
    await first.close();

    const second = await openAppDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await second.migrate();
      const rows = await second.db.select().from(user).where(eq(user.id, 'u1'));
      expect(rows.map((row) => row.email)).toEqual(['ada@example.com']);
    } finally {
      await second.close();
    }
  });

  it('refuses a second opener while the first holds the folder, and frees it on close', async () => {
    const first = await openAppDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openAppDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await first.close();
    const again = await openAppDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  });

  it('takes over at once the lock of a server that died, and not of one that runs', async () => {
    await writeFile(`${dir}.lock`, String(await exitedPid()));
    const afterCrash = await openAppDatabase({ kind: 'pglite', dataDir: dir });
    await afterCrash.close();

    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      await writeFile(`${dir}.lock`, String(alive.pid));
      await expect(openAppDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
    } finally {
      alive.kill();
    }
  });

  it('never takes over a lock held from another machine, and takes over one from before a restart', async () => {
    const holder = (host: string, boot: string) => JSON.stringify({ pid: 1, host, boot });
    await writeFile(`${dir}.lock`, holder('other-machine', 'any'));
    await expect(openAppDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      /A Pomopal server on other-machine holds the data folder/,
    );

    await writeFile(`${dir}.lock`, holder(hostname(), 'a boot long ago'));
    const afterRestart = await openAppDatabase({ kind: 'pglite', dataDir: dir });
    await afterRestart.close();
  });

  it('lets only one of several openers in one server take over a dead lock', async () => {
    await writeFile(`${dir}.lock`, String(await exitedPid()));
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => lockDataDir(dir)));
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DataDirLockedError);
    }
    await won[0]?.value();
  });

  it('lets only one of several servers take over a dead lock at once', async () => {
    await writeFile(`${dir}.lock`, String(await exitedPid()));
    const servers = Array.from({ length: 4 }, () => tryLockInNewProcess(dir));
    try {
      const outcomes = await Promise.all(servers.map((server) => server.outcome));
      expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(3);
    } finally {
      for (const server of servers) server.child.kill();
    }
  });
});

/** The id of a process that has already ended. */
async function exitedPid(): Promise<number | undefined> {
  const exited = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => exited.once('exit', resolve));
  return exited.pid;
}

/**
 * Another server process asking for the folder's lock: it says whether it won, and keeps what
 * it won until killed, as a running server would.
 */
function tryLockInNewProcess(dataDir: string) {
  const lockModule = pathToFileURL(path.join(import.meta.dirname, 'data-dir-lock.ts')).href;
  const script = `
    import { DataDirLockedError, lockDataDir } from ${JSON.stringify(lockModule)};
    try {
      await lockDataDir(${JSON.stringify(dataDir)});
      console.log('won');
      setInterval(() => {}, 60_000);
    } catch (error) {
      console.log(error instanceof DataDirLockedError ? 'locked' : String(error));
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  const outcome = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
    child.once('error', reject);
    child.once('exit', () => resolve(output.trim()));
  });
  return { child, outcome };
}
