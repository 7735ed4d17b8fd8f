import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '../src/shared/tasks.schemas.ts';
import { type RunningServer, startServer } from './harness/server.ts';

const running: RunningServer[] = [];
let dataDir = '';

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
  await rm(dataDir, { recursive: true, force: true });
});

async function start(env: NodeJS.ProcessEnv = {}) {
  const server = await startServer({ dataDir, env });
  running.push(server);
  return server;
}

function call(server: RunningServer, route: string, init: RequestInit & { cookie?: string } = {}) {
  return fetch(`${server.url}${route}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
  });
}

describe('AI enrichment across a crash', () => {
  it('enriches a task whose server was killed before its job ran, once a server starts again', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-enrichment-'));
    // This server stores jobs but runs none, so its job is certainly still waiting when it dies.
    const first = await start({ RUN_JOBS: 'false' });
    const signUp = await call(first, '/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com', password: 'analytical', name: 'Ada' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const created = await call(first, '/api/tasks', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ title: 'Write the launch announcement', minutes: 50 }),
    });
    expect(created.status).toBe(201);
    const task: Task = await created.json();
    expect(task.aiStatus).toBe('processing');
    expect(await first.stop('SIGKILL')).toBeNull();

    // Logging at info, so what the job runner does shows in the output.
    const second = await start({ LOG_LEVEL: 'info' });
    let enriched: Task | undefined;
    for (let attempt = 0; attempt < 100 && enriched?.aiStatus !== 'done'; attempt += 1) {
      enriched = await (await call(second, `/api/tasks/${task.id}`, { cookie })).json();
      if (enriched?.aiStatus !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(enriched).toMatchObject({ id: task.id, aiStatus: 'done' });
    expect(enriched?.aiTaskSummary).toContain('Write the launch announcement');
    // The job stored before the crash ran: the new server found it, and queued nothing again.
    expect(second.output()).toContain('"job":"tasks.enrich"');
    expect(second.output()).not.toContain('queued enrichment again');
  });
});
