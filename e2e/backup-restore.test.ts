import { execFile } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { callServer, projectRoot, type RunningServer, startServer } from './harness/server.ts';

const run = promisify(execFile);

/** `npm run backup` or `npm run restore`, as a person runs it, on the data folder `dataDir`. */
function command(name: 'backup' | 'restore', dataDir: string, args: string[] = []) {
  return run(process.execPath, ['--import', 'tsx', `src/server/${name}.ts`, ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: dataDir },
  });
}

async function failingCommand(name: 'backup' | 'restore', dataDir: string, args: string[]) {
  const failed = await command(name, dataDir, args).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  if (failed === null) throw new Error(`npm run ${name} succeeded where it should not`);
  return failed;
}

async function signUp(server: RunningServer) {
  const response = await callServer(server, '/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ email: 'mary@example.com', password: 'frankenstein', name: 'Mary' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
}

async function titlesOn(server: RunningServer, cookie: string): Promise<string[]> {
  const response = await callServer(server, '/api/tasks', { cookie });
  expect(response.status).toBe(200);
  const tasks: { title: string }[] = await response.json();
  return tasks.map((task) => task.title);
}

/** Overwrites every file of the database's own tables with noise, as a failing disk might. */
async function corrupt(dataDir: string) {
  const base = path.join(dataDir, 'pglite', 'base');
  for (const database of await readdir(base)) {
    for (const name of await readdir(path.join(base, database))) {
      if (!/^\d+$/.test(name)) continue;
      const file = path.join(base, database, name);
      const size = (await readFile(file)).length;
      await writeFile(file, Buffer.alloc(size, 0x5a));
    }
  }
}

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  await rm(servers[0]?.dataDir ?? '', { recursive: true, force: true });
});

describe('backing up and restoring the embedded database', () => {
  it('keeps every write acknowledged before a backup taken under load, through a data folder broken meanwhile', async () => {
    const first = await startServer();
    servers.push(first);
    const { dataDir } = first;
    const cookie = await signUp(first);

    // Writers keep adding tasks while the backup is taken.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (name: string) => {
      for (let n = 1; writing; n += 1) {
        const title = `${name} ${n}`;
        const response = await callServer(first, '/api/tasks', {
          method: 'POST',
          cookie,
          body: JSON.stringify({ title }),
        });
        if (response.status === 201) acknowledged.push(title);
      }
    };
    const writers = [writer('Letter'), writer('Chapter'), writer('Note')];
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    // Every write acknowledged by now must be in the backup.
    const before = [...acknowledged];
    const backup = await command('backup', dataDir);
    writing = false;
    await Promise.all(writers);
    const file = /Backup written: (.+)$/m.exec(backup.stdout)?.[1] ?? '';
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));

    // A restore is refused while the server runs, and changes nothing.
    const refused = await failingCommand('restore', dataDir, [file]);
    expect(refused.stderr).toContain('A backup is restored with no server running.');
    expect(await titlesOn(first, cookie)).toEqual(expect.arrayContaining(acknowledged));

    expect(await first.stop()).toBe(0);
    await corrupt(dataDir);
    // A file that is not a backup is refused before anything changes.
    const notBackup = path.join(dataDir, 'not-a-backup.tar.gz');
    await writeFile(notBackup, 'hello');
    const unreadable = await failingCommand('restore', dataDir, [notBackup]);
    expect(unreadable.stderr).toContain('is not a Pomopal backup that can be restored');

    const restored = await command('restore', dataDir, [file]);
    expect(restored.stdout).toContain(`Restored ${file}. The database it replaced is kept at`);
    const again = await startServer({ dataDir });
    servers.push(again);
    const titles = await titlesOn(again, cookie);
    expect(titles).toEqual(expect.arrayContaining(before));
  });
});
