import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_MODEL_INSIGHT,
  FAKE_MODEL_SUMMARY,
  FAKE_MODEL_TIP,
  type FakeOpenAi,
  fakeSessionNames,
  startFakeOpenAi,
} from '../../test/fake-openai.ts';
import type { EnrichmentInput } from './ai.service.ts';
import { AiModelError } from './ai-model-error.ts';
import { createModelEngine, type ModelEngineOptions } from './model-engine.ts';

const task: EnrichmentInput = {
  timeZone: 'Europe/Berlin',
  title: 'Write the quarterly report',
  description: 'Numbers from finance',
  dueDate: new Date('2026-11-25T13:00:00Z'),
  minutes: 75,
  sessionCount: 3,
  isImportant: true,
  isUrgent: false,
  project: 'Work',
  labels: ['deep', 'finance'],
};
const now = () => new Date('2026-11-23T08:00:00Z');

function engineFor(fake: FakeOpenAi, options: Partial<ModelEngineOptions> = {}) {
  return createModelEngine({
    baseUrl: fake.env.AI_BASE_URL,
    apiKey: fake.env.AI_API_KEY,
    model: fake.env.AI_MODEL,
    timeoutMs: 2_000,
    concurrency: 4,
    now,
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AiModelError)) throw new Error(`expected an AiModelError, got ${error}`);
  return error.reason;
}

describe('a model behind an OpenAI-compatible API', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ retryAfterSeconds: 1 });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it("rates a task from its own fields, its project and labels and the user's local day, asking for a JSON schema", async () => {
    expect(await engineFor(fake).enrich(task)).toEqual({
      aiPredictedPriority: 'High',
      aiPredictedUrgency: 'Medium',
      aiTaskSummary: FAKE_MODEL_SUMMARY,
      aiInsights: FAKE_MODEL_INSIGHT,
    });
    const [request] = fake.requests;
    expect(request?.format).toBe('json_schema');
    expect(request?.user).toEqual({
      today: '2026-11-23 (Monday)',
      title: 'Write the quarterly report',
      description: 'Numbers from finance',
      dueDate: '2026-11-25 14:00 (Wednesday)',
      estimatedMinutes: 75,
      focusSessions: 3,
      markedImportant: true,
      markedUrgent: false,
      project: 'Work',
      labels: ['deep', 'finance'],
    });
  });

  it('names each session, and writes tips from the figures alone', async () => {
    const engine = engineFor(fake);
    expect(await engine.nameSessions(task)).toEqual(fakeSessionNames(3));
    const days = [
      {
        insightDate: '2026-11-23',
        totalTasks: 2,
        completedTasks: 1,
        completionRate: 50,
        totalPomodoros: 3,
        totalShortBreaks: 2,
        totalLongBreaks: 0,
        totalFocusMinutes: 75,
      },
    ];
    expect(
      await engine.summarize({ type: 'daily', today: '2026-11-23', days, estimates: [] }),
    ).toBe(FAKE_MODEL_TIP);
    expect(fake.requests.at(-1)?.user).toEqual({ today: '2026-11-23', days });
  });

  it('counts a wrong number of session names as a failure', async () => {
    fake.next('one-name-short');
    expect(await failure(engineFor(fake).nameSessions(task))).toBe('2 names for 3 sessions');
  });

  it('fails on an answer that is not JSON, or JSON that does not match the schema', async () => {
    const engine = engineFor(fake);
    fake.next('malformed-json');
    expect(await failure(engine.enrich(task))).toBe('the answer was not JSON');
    fake.next('off-schema');
    expect(await failure(engine.enrich(task))).toMatch(/^the answer did not match the schema at /);
    // Neither is tried again: the same model would answer alike.
    expect(fake.stats.total).toBe(2);
  });

  it('tries once more after the wait a 429 asks for, and then succeeds', async () => {
    fake.next('rate-limited');
    const started = Date.now();
    expect((await engineFor(fake).enrich(task)).aiTaskSummary).toBe(FAKE_MODEL_SUMMARY);
    expect(fake.stats.total).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('gives up after one retry of a 5xx or a timeout', async () => {
    fake.always('server-error');
    expect(await failure(engineFor(fake).enrich(task))).toBe('HTTP 500');
    expect(fake.stats.total).toBe(2);

    fake.reset();
    fake.always('hang');
    expect(await failure(engineFor(fake, { timeoutMs: 200 }).enrich(task))).toBe('timed out');
    expect(fake.stats.total).toBe(2);
  });

  it('says when the key is refused or the server cannot be reached', async () => {
    expect(await failure(engineFor(fake, { apiKey: 'sk-wrong' }).enrich(task))).toBe('HTTP 401');
    expect(await failure(engineFor(fake, { baseUrl: 'http://127.0.0.1:9/v1' }).enrich(task))).toBe(
      'could not connect',
    );
  });

  it('keeps at most its concurrency of requests in flight, however many are asked at once', async () => {
    const slow = await startFakeOpenAi({ latencyMs: 50 });
    try {
      const engine = engineFor(slow, { concurrency: 3 });
      const results = await Promise.all(Array.from({ length: 20 }, () => engine.enrich(task)));
      expect(results).toHaveLength(20);
      expect(slow.stats.total).toBe(20);
      expect(slow.stats.peakInFlight).toBe(3);
    } finally {
      await slow.close();
    }
  });

  it('falls back to JSON mode on a server that refuses JSON schemas, and remembers it', async () => {
    const plain = await startFakeOpenAi({ supportsJsonSchema: false });
    try {
      const engine = engineFor(plain);
      expect((await engine.enrich(task)).aiInsights).toBe(FAKE_MODEL_INSIGHT);
      expect(await engine.nameSessions(task)).toEqual(fakeSessionNames(3));
      expect(plain.requests.map((request) => request.format)).toEqual([
        'json_schema',
        'json_object',
        'json_object',
      ]);
    } finally {
      await plain.close();
    }
  });
});
