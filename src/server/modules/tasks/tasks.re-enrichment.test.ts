import { beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import { testDatabases } from '../../test/databases.ts';
import { enrichedTask } from '../../test/enrichment.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';
import type { EnrichmentInput } from '../ai/ai.service.ts';

describe.each(testDatabases())('AI texts after an edit on $name', (database) => {
  let app: App;
  let cookie: string;
  const seen: EnrichmentInput[] = [];
  /** While set, the engine waits for it before answering about a title containing 'slow'. */
  let gate: Promise<void> | null = null;

  const running = useTestApp(database, {
    aiEngine: {
      enrich: async (task) => {
        seen.push(task);
        if (task.title.includes('slow') && gate) await gate;
        return {
          aiPredictedPriority: 'Medium',
          aiTaskSummary: `About ${task.title}, ${task.description ?? 'no notes'}, ${task.dueDate?.toISOString() ?? 'no date'}`,
          aiPredictedUrgency: 'Low',
          aiInsights: `Advice on ${task.title}`,
        };
      },
    },
  });
  beforeAll(async () => {
    ({ app } = running);
    await app.ready();
    cookie = (await createUser(app, 'ada@example.com')).cookie;
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const edit = async (id: string, changes: object): Promise<Task> => {
    const response = await call('PATCH', `/api/tasks/${id}`, changes);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  const settled = (id: string) => enrichedTask(app, cookie, id);

  it('writes the texts again after the title, description or due date change', async () => {
    const created: Task = (await call('POST', '/api/tasks', { title: 'Draft plan' })).json();
    expect((await settled(created.id)).aiTaskSummary).toBe('About Draft plan, no notes, no date');

    const renamed = await edit(created.id, { title: 'Final plan' });
    // Until the AI answers, the task says it is working on it, with no texts about the old title.
    expect(renamed).toMatchObject({
      aiStatus: 'processing',
      aiTaskSummary: null,
      aiPredictedPriority: null,
      aiPredictedUrgency: null,
      aiInsights: null,
    });
    expect(await settled(created.id)).toMatchObject({
      aiStatus: 'done',
      aiTaskSummary: 'About Final plan, no notes, no date',
      aiInsights: 'Advice on Final plan',
    });

    expect((await edit(created.id, { description: 'with numbers' })).aiStatus).toBe('processing');
    expect((await settled(created.id)).aiTaskSummary).toBe(
      'About Final plan, with numbers, no date',
    );

    const due = '2026-11-22T15:00:00.000Z';
    expect((await edit(created.id, { dueDate: due })).aiStatus).toBe('processing');
    expect((await settled(created.id)).aiTaskSummary).toBe(
      `About Final plan, with numbers, ${due}`,
    );
  });

  it('keeps the texts when an edit leaves what they are about as it was', async () => {
    const created: Task = (
      await call('POST', '/api/tasks', { title: 'Stay put', description: 'notes' })
    ).json();
    const enriched = await settled(created.id);
    const runs = seen.length;
    for (const changes of [
      { isImportant: true },
      { userOverriddenPriority: 'High' },
      { title: '  Stay put  ', description: 'notes' },
    ]) {
      const edited = await edit(created.id, changes);
      expect(edited).toMatchObject({ aiStatus: 'done', aiTaskSummary: enriched.aiTaskSummary });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.length).toBe(runs);
  });

  it('drops the texts of a run that an edit made stale, and keeps those of the next', async () => {
    let release: () => void = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const created: Task = (await call('POST', '/api/tasks', { title: 'A slow start' })).json();
    // The engine is busy with the old title when the title changes.
    for (
      let attempt = 0;
      attempt < 100 && !seen.some((task) => task.title === 'A slow start');
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await edit(created.id, { title: 'A slow finish' });
    release();
    gate = null;
    expect(await settled(created.id)).toMatchObject({
      aiStatus: 'done',
      aiTaskSummary: 'About A slow finish, no notes, no date',
    });
    expect(seen.map((task) => task.title).filter((title) => title.includes('slow'))).toEqual([
      'A slow start',
      'A slow finish',
    ]);
  });
});
