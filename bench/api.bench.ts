import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import type { App } from '../src/server/app.ts';
import { openAppDatabase } from '../src/server/database.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { createTestApp } from '../src/server/test/app.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../src/server/test/postgres-admin.ts';
import { signUp } from '../src/server/test/sign-up.ts';
import { listStatement, pgliteQuery, type RawQuery, startRawServer } from './api-baseline.ts';
import { type LoadResult, loadResultOf, printRatio } from './load.ts';
import { seedTasks } from './seed-tasks.ts';

// Short runs: the whole benchmark, on both databases, takes about two minutes.
const SECONDS = 3;
const CONNECTIONS = 10;
/** The tail-latency check: many clients at once. */
const MANY_CONNECTIONS = 50;
/** A heavy user: years of tasks, most of them done. */
const HEAVY = { tasks: 5_000, completed: 4_000 };

/** Drives one URL and checks every answer had the expected status (a 304 is not an error here). */
async function measure(
  url: string,
  headers: Record<string, string> = {},
  status: 200 | 304 = 200,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  // The load comes from a worker thread: on the server's own event loop, the client's waits
  // would count as the server's, and its sending would hold the server up.
  const result = await autocannon({ url, headers, duration: SECONDS, connections, workers: 1 });
  const expected = status === 200 ? result['2xx'] : result['3xx'];
  const unexpected = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  if (result.errors > 0 || unexpected !== expected) {
    throw new Error(
      `${url}: ${result.errors} errors, ${unexpected - expected} answers not ${status}`,
    );
  }
  return loadResultOf(result);
}

/** Sizes of one list answer, plain and compressed as a browser would ask for it, per task sent. */
async function printSizes(app: App, cookie: string, label: string) {
  const plain = await app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie } });
  const sent = (plain.json() as unknown[]).length;
  const sizes: string[] = [];
  for (const encoding of ['identity', 'gzip', 'br']) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/tasks',
      headers: { cookie, 'accept-encoding': encoding },
    });
    const bytes = response.rawPayload.length;
    sizes.push(
      `${encoding === 'identity' ? 'plain' : encoding} ${bytes} B (${(bytes / sent).toFixed(0)} B per task)`,
    );
  }
  console.log(`GET /api/tasks (${label}, ${sent} sent) bytes: ${sizes.join(', ')}`);
}

/** Tail latency under many clients: the p99 as a multiple of the median. */
function printTail(label: string, result: LoadResult) {
  console.log(
    `${label}: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, p99 = ${(result.p99Ms / Math.max(result.p50Ms, 1)).toFixed(1)}x p50`,
  );
}

async function benchDatabase(
  name: string,
  handle: DatabaseHandle,
  query: RawQuery,
  bare: LoadResult,
) {
  console.log(`\n## ${name}`);
  const app = await createTestApp({ database: handle, checkResponses: false });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const raw = await startRawServer(query, listStatement());
  try {
    const hundred = await signUp(app, 'hundred@example.com');
    const thousand = await signUp(app, 'thousand@example.com');
    await seedTasks(handle.db, hundred.userId, 100);
    await seedTasks(handle.db, thousand.userId, 1000);
    const heavy = await signUp(app, 'heavy@example.com');
    await seedTasks(handle.db, heavy.userId, HEAVY.tasks, { completed: HEAVY.completed });
    const as = (who: { cookie: string }, extra: Record<string, string> = {}) => ({
      cookie: who.cookie,
      ...extra,
    });

    const rawList = await measure(`${raw.url}/list`, as(hundred));
    printRatio('raw: session lookup + list SQL, 100 tasks', rawList, rawList);
    printRatio(
      'GET /api/tasks (100 tasks)',
      await measure(`${appUrl}/api/tasks`, as(hundred)),
      rawList,
    );
    printRatio(
      'GET /api/tasks (100 tasks), br',
      await measure(`${appUrl}/api/tasks`, as(hundred, { 'accept-encoding': 'br' })),
      rawList,
    );
    await printSizes(app, hundred.cookie, '100 tasks');
    printTail(
      `raw: session lookup + list SQL, 100 tasks, at ${MANY_CONNECTIONS} connections`,
      await measure(`${raw.url}/list`, as(hundred), 200, MANY_CONNECTIONS),
    );
    printTail(
      `GET /api/tasks (100 tasks) at ${MANY_CONNECTIONS} connections`,
      await measure(`${appUrl}/api/tasks`, as(hundred), 200, MANY_CONNECTIONS),
    );
    const etag = (await app.inject({ method: 'GET', url: '/api/tasks', headers: as(hundred) }))
      .headers.etag;
    printRatio(
      'GET /api/tasks (100 tasks), 304 to If-None-Match',
      await measure(`${appUrl}/api/tasks`, as(hundred, { 'if-none-match': String(etag) }), 304),
      rawList,
    );

    const rawSession = await measure(`${raw.url}/session`, as(hundred));
    printRatio('raw: session lookup alone', rawSession, rawSession);
    printRatio(
      'GET /api/preferences',
      await measure(`${appUrl}/api/preferences`, as(hundred)),
      rawSession,
    );

    const rawPing = await measure(`${raw.url}/ping`);
    const health = await measure(`${appUrl}/api/health`);
    printRatio('raw: database ping', rawPing, rawPing);
    printRatio('GET /api/health vs the raw ping', health, rawPing);
    printRatio('GET /api/health vs bare Fastify', health, bare);

    const rawThousand = await measure(`${raw.url}/list`, as(thousand));
    printRatio('raw: session lookup + list SQL, 1,000 tasks', rawThousand, rawThousand);
    printRatio(
      'GET /api/tasks (1,000 tasks)',
      await measure(`${appUrl}/api/tasks`, as(thousand)),
      rawThousand,
    );
    await printSizes(app, thousand.cookie, '1,000 open tasks');

    // One client at a time: the latency is the server's time for the answer.
    const heavyLabel = `${HEAVY.tasks.toLocaleString('en')} tasks, ${HEAVY.completed.toLocaleString('en')} completed`;
    const rawHeavy = await measure(`${raw.url}/list`, as(heavy), 200, 1);
    printRatio(`raw: session lookup + list SQL, ${heavyLabel}, 1 connection`, rawHeavy, rawHeavy);
    const appHeavy = await measure(`${appUrl}/api/tasks`, as(heavy), 200, 1);
    printRatio(`GET /api/tasks (${heavyLabel}), 1 connection`, appHeavy, rawHeavy);
    printTail(`GET /api/tasks (${heavyLabel}), server time`, appHeavy);
    await printSizes(app, heavy.cookie, heavyLabel);
  } finally {
    await raw.close();
    await app.close();
  }
}

/** A fresh, migrated PostgreSQL database beside TEST_DATABASE_URL's, dropped afterwards. */
async function onPostgres(adminUrl: string, bare: LoadResult) {
  const name = uniqueDatabaseName('pomopal_bench');
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = databaseUrl(adminUrl, name);
  const handle = await openAppDatabase({ kind: 'postgres', url });
  // The same pool size as the app's own, so neither side waits for connections the other has.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    await handle.migrate();
    await benchDatabase('PostgreSQL', handle, (text, values) => pool.query(text, values), bare);
  } finally {
    await pool.end();
    await handle.close();
    await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  }
}

/**
 * The table of issue #14: each API answer against the least a server could do for it, measured
 * in the same run on the same database (see api-baseline.ts), plus the size of a long list.
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server to create a database on.
 */
export async function run() {
  const bareServer = Fastify();
  bareServer.get('/ok', async () => ({ status: 'ok' }));
  const bareUrl = await bareServer.listen({ port: 0, host: '127.0.0.1' });
  try {
    const bare = await measure(`${bareUrl}/ok`);
    printRatio('baseline: bare Fastify route', bare, bare);

    const pglite = await openAppDatabase({ kind: 'pglite' });
    try {
      await pglite.migrate();
      await benchDatabase('PGlite', pglite, pgliteQuery(pglite), bare);
    } finally {
      await pglite.close();
    }

    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) await onPostgres(adminUrl, bare);
    else console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL to include it.)');
  } finally {
    await bareServer.close();
  }
}
