import { openAppDatabase } from '../src/server/database.ts';
import { createTestApp } from '../src/server/test/app.ts';
import { startFakeOpenAi } from '../src/server/test/fake-openai.ts';
import { signUp } from '../src/server/test/sign-up.ts';

const TASKS = 500;
const LATENCY_MS = 50;
const CONCURRENCY = 8;

/**
 * Creates TASKS tasks at once and measures the time until every one is enriched, with the
 * built-in rules and then with a model server that takes LATENCY_MS per answer.
 */
async function burst(env: NodeJS.ProcessEnv) {
  const handle = await openAppDatabase({ kind: 'pglite' });
  await handle.migrate();
  const app = await createTestApp({ database: handle, env, checkResponses: false });
  try {
    await app.ready();
    const { cookie } = await signUp(app, 'burst@example.com');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: TASKS }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/tasks',
          headers: { cookie },
          payload: { title: `Task ${index + 1}`, minutes: 50 },
        }),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    if (refused.length > 0) throw new Error(`${refused.length} tasks were refused`);
    const createdMs = performance.now() - started;
    for (;;) {
      const { rows } = await handle.executeSql(
        `select count(*)::int as waiting from tasks where ai_status = 'processing'`,
      );
      if ((rows[0] as { waiting: number }).waiting === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { rows } = await handle.executeSql(
      `select ai_status as status, count(*)::int as tasks from tasks group by ai_status`,
    );
    return { createdMs, enrichedMs: performance.now() - started, statuses: rows };
  } finally {
    await app.close();
    await handle.close();
  }
}

/**
 * `npm run bench -- ai`: a burst of 500 new tasks enriched by the rules (the baseline), then by
 * a model answering in 50 ms with the requests capped at 8 at once. The model cannot finish before
 * 500 x 50 ms / 8, nor before the last task is created; the figures are the time to all enriched
 * against the baseline and against the later of the two, and the peak of requests in flight,
 * which must not pass the cap.
 */
export async function run() {
  const rules = await burst({});
  const fake = await startFakeOpenAi({ latencyMs: LATENCY_MS });
  try {
    const model = await burst({ ...fake.env, AI_CONCURRENCY: String(CONCURRENCY) });
    const floorMs = (TASKS * LATENCY_MS) / CONCURRENCY;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `baseline: ${TASKS} tasks enriched by the rules in ${seconds(rules.enrichedMs)} (created in ${seconds(rules.createdMs)})`,
    );
    console.log(
      `model (${LATENCY_MS} ms an answer, ${CONCURRENCY} at once): all enriched in ${seconds(model.enrichedMs)} ` +
        `(created in ${seconds(model.createdMs)}): ${(model.enrichedMs / rules.enrichedMs).toFixed(2)}x the baseline, ` +
        `${(model.enrichedMs / Math.max(floorMs, model.createdMs)).toFixed(2)}x the later of the floor ` +
        `(${seconds(floorMs)}) and the creation time`,
    );
    console.log(
      `requests: ${fake.stats.total}, peak in flight ${fake.stats.peakInFlight} (cap ${CONCURRENCY}); statuses ${JSON.stringify(model.statuses)}`,
    );
    console.log(
      'goal: peak in flight at most the cap, every task done, at most 1.5x the later of the floor and the creation time',
    );
  } finally {
    await fake.close();
  }
}
