import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { enrichedTask } from '../../test/enrichment.ts';
import {
  FAKE_MODEL_INSIGHT,
  FAKE_MODEL_SUMMARY,
  type FakeModelAnswer,
  type FakeOpenAi,
  startFakeOpenAi,
} from '../../test/fake-openai.ts';
import { createUser } from '../../test/users.ts';
import { createLocalEngine } from '../ai/local-engine.ts';

const [pglite] = testDatabases();
if (!pglite) throw new Error('PGlite is always available');
const rules = createLocalEngine();

/** Log lines the app wrote, parsed. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, stream };
}

describe('tasks enriched by a real model', () => {
  let handle: DatabaseHandle;
  let fake: FakeOpenAi;
  let app: App;
  let cookie: string;
  const logs = logSink();

  beforeAll(async () => {
    handle = await pglite.open();
    fake = await startFakeOpenAi({ retryAfterSeconds: 1 });
    app = await createTestApp({
      database: handle,
      env: { ...fake.env, AI_TIMEOUT_SECONDS: '0.3' },
      logger: { level: 'info', stream: logs.stream },
    });
    await app.ready();
    cookie = (await createUser(app, 'ada@example.com')).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await handle?.close();
  });
  beforeEach(() => fake.reset());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const settled = (id: string) => enrichedTask(app, cookie, id);

  async function create(title: string): Promise<Task> {
    const response = await call('POST', '/api/tasks', { title, minutes: 50 });
    expect(response.statusCode).toBe(201);
    return settled(response.json<Task>().id);
  }

  it("tells the model the task's project and labels by name", async () => {
    const project = (await call('POST', '/api/projects', { name: 'Board' })).json<{ id: string }>();
    const label = (await call('POST', '/api/labels', { name: 'finance' })).json<{ id: string }>();
    const response = await call('POST', '/api/tasks', {
      title: 'Check the budget',
      projectId: project.id,
      labelIds: [label.id],
    });
    await settled(response.json<Task>().id);
    expect(fake.requests.at(-1)?.user).toMatchObject({ project: 'Board', labels: ['finance'] });
  });

  it("stores the model's priority, urgency, summary and insight", async () => {
    expect(await create('Prepare the board deck')).toMatchObject({
      aiStatus: 'done',
      aiPredictedPriority: 'High',
      aiPredictedUrgency: 'Medium',
      aiTaskSummary: FAKE_MODEL_SUMMARY,
      aiInsights: FAKE_MODEL_INSIGHT,
    });
  });

  it.each<[string, FakeModelAnswer[]]>([
    ['not JSON', ['malformed-json']],
    ['JSON off the schema', ['off-schema']],
    ['a 500 twice', ['server-error', 'server-error']],
    ['no answer before the timeout, twice', ['hang', 'hang']],
  ])("keeps the rules' suggestions and records the failure after %s", async (_, answers) => {
    fake.next(...answers);
    const title = `Draft the grant application ${answers.join(' ')}`;
    const task = await create(title);
    const byRules = await rules.enrich({
      timeZone: 'UTC',
      title,
      description: null,
      dueDate: null,
      minutes: 50,
      sessionCount: 2,
      isImportant: false,
      isUrgent: false,
      project: null,
      labels: [],
    });
    expect(task).toMatchObject({
      aiStatus: 'failed',
      aiPredictedPriority: byRules.aiPredictedPriority,
      aiPredictedUrgency: byRules.aiPredictedUrgency,
      aiTaskSummary: byRules.aiTaskSummary,
      aiInsights: byRules.aiInsights,
    });
    const failure = logs.lines.find(
      (line) => line.taskId === task.id && line.msg?.toString().startsWith('AI enrichment failed'),
    );
    expect(failure?.reason).toEqual(expect.any(String));
    // The user's own words stay out of the log at info level.
    expect(logs.lines.filter((line) => JSON.stringify(line).includes(title))).toEqual([]);
  });

  it('tries once more after a 429 and stores what the model then says', async () => {
    fake.next('rate-limited');
    expect(await create('Book the venue')).toMatchObject({
      aiStatus: 'done',
      aiTaskSummary: FAKE_MODEL_SUMMARY,
    });
    expect(fake.stats.total).toBe(2);
  });

  it("never overwrites the user's own priority when the texts are written again", async () => {
    fake.always('well');
    const task = await create('Renew the passport');
    const chosen = await call('PATCH', `/api/tasks/${task.id}`, { userOverriddenPriority: 'Low' });
    expect(chosen.json<Task>().aiStatus).toBe('done');
    const edited = await call('PATCH', `/api/tasks/${task.id}`, { title: 'Renew both passports' });
    expect(edited.json<Task>().aiStatus).toBe('processing');
    expect(await settled(task.id)).toMatchObject({
      aiStatus: 'done',
      title: 'Renew both passports',
      userOverriddenPriority: 'Low',
      aiPredictedPriority: 'High',
    });
    expect(fake.requests.at(-1)?.user).toMatchObject({ title: 'Renew both passports' });
  });

  it('keeps a burst of new tasks within the concurrency limit', async () => {
    const slow = await startFakeOpenAi({ latencyMs: 30 });
    const burstDb = await pglite.open();
    const burst = await createTestApp({
      database: burstDb,
      env: { ...slow.env, AI_CONCURRENCY: '3' },
    });
    try {
      await burst.ready();
      const owner = await createUser(burst, 'burst@example.com');
      const created = await Promise.all(
        Array.from({ length: 24 }, async (_, index) => {
          const response = await burst.inject({
            method: 'POST',
            url: '/api/tasks',
            headers: { cookie: owner.cookie },
            payload: { title: `Burst task ${index}` },
          });
          return response.json<Task>().id;
        }),
      );
      for (let attempt = 0; attempt < 300; attempt += 1) {
        const list: Task[] = (
          await burst.inject({
            method: 'GET',
            url: '/api/tasks',
            headers: { cookie: owner.cookie },
          })
        ).json();
        if (list.every((task) => task.aiStatus === 'done')) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const list: Task[] = (
        await burst.inject({ method: 'GET', url: '/api/tasks', headers: { cookie: owner.cookie } })
      ).json();
      expect(
        list.filter((task) => created.includes(task.id) && task.aiStatus === 'done'),
      ).toHaveLength(24);
      expect(slow.stats.total).toBe(24);
      expect(slow.stats.peakInFlight).toBeGreaterThan(1);
      expect(slow.stats.peakInFlight).toBeLessThanOrEqual(3);
    } finally {
      await burst.close();
      await burstDb.close();
      await slow.close();
    }
  });
});

describe('a task left processing by a server that stopped', () => {
  it('is enriched by the model once a server starts again', async () => {
    const handle = await pglite.open();
    const fake = await startFakeOpenAi();
    try {
      // A server that stores jobs but stops before any of them runs.
      const first = await createTestApp({
        database: handle,
        env: { ...fake.env, RUN_JOBS: 'false' },
      });
      const { cookie } = await createUser(first, 'cy@example.com');
      const created = await first.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: { cookie },
        payload: { title: 'Survive a restart' },
      });
      const id = created.json<Task>().id;
      await first.close();
      expect(fake.stats.total).toBe(0);

      const second = await createTestApp({ database: handle, env: fake.env });
      try {
        await second.ready();
        const task = await enrichedTask(second, cookie, id);
        expect(task).toMatchObject({ aiStatus: 'done', aiTaskSummary: FAKE_MODEL_SUMMARY });
      } finally {
        await second.close();
      }
    } finally {
      await fake.close();
      await handle.close();
    }
  });
});
