import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';
import { createUser } from '../test/users.ts';

const TOKEN = 'a-metrics-token-long-enough';
const projectRoot = path.resolve(import.meta.dirname, '../../..');
const PROMTOOL = process.env.PROMTOOL_PATH ?? 'promtool';

/** Prometheus' own check of the text format; its complaints, empty when there are none. */
function promtoolCheck(text: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(PROMTOOL, ['check', 'metrics']);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(text);
  });
}

/** The value of one series in the text, 0 when it is not there yet. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

describe.each(testDatabases())('the metrics on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let port: number;

  beforeAll(async () => {
    handle = await database.open();
    port = await freePort();
    app = await createTestApp({
      database: handle,
      env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: '127.0.0.1' },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const scrape = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('are refused without the token, or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Bearer ${TOKEN}x`]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth.unauthorized');
    }
  });

  it("pass Prometheus' own check, and a request moves its counter", async () => {
    const person = await createUser(app, 'counted@example.com');
    const series = 'pomopal_http_requests_total{route="/api/tasks/:id",method="GET",status="404"}';
    const first = await scrape();
    const before = seriesValue(first, series);
    const queries = 'pomopal_db_query_duration_seconds_count';
    const missing = await app.inject({
      method: 'GET',
      url: '/api/tasks/00000000-0000-4000-8000-000000000000',
      headers: { cookie: person.cookie },
    });
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    expect(seriesValue(text, series)).toBe(before + 1);
    // The request read the database: its queries were timed.
    expect(seriesValue(text, queries)).toBeGreaterThan(seriesValue(first, queries));
    for (const name of [
      'pomopal_http_request_duration_seconds_bucket',
      'pomopal_nodejs_eventloop_lag_seconds',
      'pomopal_process_cpu_seconds_total',
      'pomopal_db_pool_connections',
      'pomopal_jobs',
      'pomopal_live_connections',
      'pomopal_matchmaking',
    ]) {
      expect(text).toContain(`\n${name}`);
    }
    const check = await promtoolCheck(text);
    expect(check).toEqual({ code: 0, output: '' });
  });

  it('never name a user or hold their text', async () => {
    const person = await createUser(app, 'private@example.com');
    const created = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie: person.cookie },
      payload: { title: 'A very private errand' },
    });
    const task = created.json();
    const text = await scrape();
    for (const secret of [person.userId, task.id, 'private@example.com', 'very private']) {
      expect(text).not.toContain(secret);
    }
  });

  it('hold every series the dashboard and the README name', async () => {
    const text = await scrape();
    const known = new Set([...text.matchAll(/^# HELP (\w+) /gm)].map(([, name]) => name));
    const named = [
      await readFile(path.join(projectRoot, 'ops/grafana-dashboard.json'), 'utf8'),
      await readFile(path.join(projectRoot, 'README.md'), 'utf8'),
    ].flatMap((source) => [...source.matchAll(/\bpomopal_\w+/g)].map(([name]) => name));
    expect(named.length).toBeGreaterThan(20);
    const series = (name: string) => name.replace(/_(bucket|sum|count)$/, '');
    const unknown = named.map(series).filter((name) => !known.has(name) && !name.endsWith('_'));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('are served to anyone on their own port', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('pomopal_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });
});
