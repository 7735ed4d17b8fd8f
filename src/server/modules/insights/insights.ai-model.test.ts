import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp, TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { FAKE_MODEL_TIP, type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai.ts';
import { insightsHistory } from '../../test/insights-history.ts';
import { createUser } from '../../test/users.ts';

const [pglite] = testDatabases();
if (!pglite) throw new Error('PGlite is always available');

describe("a Pro user's tip and reflection written by a model", () => {
  let handle: DatabaseHandle;
  let fake: FakeOpenAi;
  let app: App;
  let clock = new Date('2026-11-23T10:00:00Z');

  beforeAll(async () => {
    handle = await pglite.open();
    fake = await startFakeOpenAi();
    app = await createTestApp({ database: handle, env: fake.env, now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await handle?.close();
  });
  beforeEach(() => fake.reset());

  async function proUser(email: string) {
    const who = await createUser(app, email);
    const past = insightsHistory(handle.db, who.userId);
    const task = await past.task({ createdAt: '2026-11-23T08:00:00Z' });
    await past.session(task, { endTime: '2026-11-23T09:00:00Z' });
    await past.pro(new Date('2099-01-01T00:00:00Z'));
    return who;
  }

  const summary = (cookie: string, type: 'daily' | 'weekly') =>
    app.inject({
      method: 'POST',
      url: '/api/insights/ai-summary',
      payload: { type, timeZone: 'Europe/Paris' },
      headers: { cookie, origin: TEST_APP_URL },
    });

  it("answers with the model's text, written from the user's figures alone", async () => {
    const { cookie } = await proUser('ada@example.com');
    const daily = await summary(cookie, 'daily');
    expect(daily.statusCode).toBe(200);
    expect(daily.json()).toEqual({ summary: FAKE_MODEL_TIP });
    const [request] = fake.requests;
    expect(request?.question).toBe('insight-summary');
    expect(Object.keys(request?.user as object).sort()).toEqual(['days', 'today']);
    expect(JSON.stringify(request?.user)).not.toContain('ada@example.com');

    await summary(cookie, 'weekly');
    expect(Object.keys(fake.requests.at(-1)?.user as object).sort()).toEqual([
      'days',
      'estimates',
      'today',
    ]);
  });

  it('writes it by the rules when the model pitches an upgrade or fails', async () => {
    const { cookie } = await proUser('bo@example.com');
    fake.next('upgrade-pitch');
    const pitched = (await summary(cookie, 'daily')).json<{ summary: string }>().summary;
    expect(pitched).not.toMatch(/upgrade/i);
    expect(pitched).toMatch(/^Today: 0h 25m of focus in 1 pomodoro\./);

    clock = new Date(clock.getTime() + 60_000);
    fake.always('server-error');
    const weekly = await summary(cookie, 'weekly');
    expect(weekly.statusCode).toBe(200);
    expect(weekly.json<{ summary: string }>().summary).toMatch(/^This week: /);
  });
});
