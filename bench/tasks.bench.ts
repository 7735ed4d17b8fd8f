import autocannon from 'autocannon';
import { openAppDatabase } from '../src/server/database.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { listWindowStatement } from '../src/server/modules/tasks/task-list.repository.ts';
import { createTestApp } from '../src/server/test/app.ts';
import { signUp } from '../src/server/test/sign-up.ts';
import { type LoadResult, loadResultOf } from './load.ts';
import { seedTasks } from './seed-tasks.ts';

const SECONDS = 5;

async function http(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ duration: SECONDS, connections: 10, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return loadResultOf(result);
}

/** The list query as the repository builds it, run straight on the driver in a tight loop. */
async function direct(
  handle: DatabaseHandle,
  query: { sql: string; params: unknown[] },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    await handle.executeSql(query.sql, query.params);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / SECONDS,
    p50Ms: Number((latencies[Math.floor(latencies.length * 0.5)] ?? 0).toFixed(2)),
    p99Ms: Number((latencies[Math.floor(latencies.length * 0.99)] ?? 0).toFixed(2)),
  };
}

const line = (label: string, result: LoadResult) =>
  `${label}: ${result.requestsPerSecond.toFixed(0)} per second, p99 ${result.p99Ms} ms`;

/**
 * GET /api/tasks with 500 tasks and PUT /api/tasks/order with 1,000, over HTTP on the embedded
 * database, against the same list query run directly through the driver in the same run.
 */
export async function run() {
  const handle = await openAppDatabase({ kind: 'pglite' });
  await handle.migrate();
  const db = handle.db;
  const app = await createTestApp({ database: handle, checkResponses: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const lister = await signUp(app, 'lister@example.com');
    const orderer = await signUp(app, 'orderer@example.com');
    await seedTasks(db, lister.userId, 500);
    const ids = await seedTasks(db, orderer.userId, 1000);
    const reversed = JSON.stringify({
      items: [...ids].reverse().map((id, position) => ({ id, position })),
    });

    const listQuery = listWindowStatement(lister.userId);
    const baseline = await direct(handle, listQuery);
    const list = await http({ url: `${url}/api/tasks`, headers: { cookie: lister.cookie } });
    const reorder = await http({
      url: `${url}/api/tasks/order`,
      method: 'PUT',
      headers: { cookie: orderer.cookie, 'content-type': 'application/json' },
      body: reversed,
    });

    console.log(line('baseline: list query of 500 tasks straight on the driver', baseline));
    console.log(
      `${line('GET /api/tasks (500 open tasks, 1,500 sessions)', list)} ` +
        `(${((list.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}% of the baseline)`,
    );
    console.log(
      `${line('PUT /api/tasks/order (1,000 tasks)', reorder)} ` +
        `(${(reorder.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}x the baseline's rate)`,
    );
  } finally {
    await app.close();
    await handle.close();
  }
}
