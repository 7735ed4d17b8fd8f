import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeCacheFile } from '../src/server/code-cache.ts';
import { projectRoot, type RunningServer, serverEntry, startServer } from './harness/server.ts';

const running: RunningServer[] = [];
const folders: string[] = [];

async function dataFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pomopal-process-'));
  folders.push(dir);
  return dir;
}

async function start(dataDir: string) {
  const server = await startServer({ dataDir });
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

function post(server: RunningServer, route: string, body: unknown) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
}

describe('the server process', () => {
  it('keeps its data in DATA_DIR across a restart', async () => {
    const dataDir = await dataFolder();
    const account = {
      email: 'ada@example.com',
      password: 'analytical engine',
      name: 'Ada Lovelace',
    };

    const first = await start(dataDir);
    expect((await post(first, '/api/auth/sign-up/email', account)).status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await start(dataDir);
    const signIn = await post(second, '/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ user: { email: account.email, firstName: 'Ada' } });
  });

  it('shuts down gracefully on SIGTERM and SIGINT within a few seconds', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = await start(await dataFolder());
      // An idle keep-alive connection must not hold the shutdown open.
      await fetch(`${server.url}/api/health`, { keepalive: true });
      const started = Date.now();
      expect(await server.stop(signal)).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it('starts at once on the data folder of a server that was killed', async () => {
    const dataDir = await dataFolder();
    const crashed = await start(dataDir);
    expect(await crashed.stop('SIGKILL')).toBeNull();
    const restarted = await start(dataDir);
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
  });

  it('caches its compiled code once started, and starts all the same over a cache it cannot use', async () => {
    const folder = path.join(projectRoot, 'dist', 'server');
    const cache = codeCacheFile(folder, await readFile(path.join(folder, 'server.cjs')));
    await writeFile(cache, 'not compiled code');
    const server = await start(await dataFolder());
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await expect
      .poll(async () => (await readFile(cache)).length, { timeout: 20_000 })
      .toBeGreaterThan(100_000);
    const again = await start(await dataFolder());
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
  });

  it('refuses to start on a data folder another server is using, and says why', async () => {
    const dataDir = await dataFolder();
    await start(dataDir);
    const second = spawn(process.execPath, [serverEntry], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    let stderr = '';
    second.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Another Pomopal server is already using the data folder');
  });

  it('keeps serving its page and files, old and new, while a build runs beside it', async () => {
    const server = await start(await dataFolder());
    // A hashed file of an earlier build, which a page loaded before the next build may still ask for.
    const earlier = 'index-EarlierBuild.js';
    await writeFile(path.join(projectRoot, 'dist', 'web', 'assets', earlier), 'export {};');

    const failures: string[] = [];
    let building = true;
    const watching = (async () => {
      while (building) {
        const page = await fetch(server.url);
        const html = await page.text();
        const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
        for (const asset of ['/', ...assets]) {
          const response = asset === '/' ? page : await fetch(`${server.url}${asset}`);
          if (response.status !== 200) failures.push(`${asset}: ${response.status}`);
        }
      }
    })();
    const build = spawn('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'ignore' });
    const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
    building = false;
    await watching;

    expect(code).toBe(0);
    expect(failures).toEqual([]);
    expect((await fetch(`${server.url}/assets/${earlier}`)).status).toBe(200);
  });
});
