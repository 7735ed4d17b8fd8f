import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TaskListItemWire } from '../../../shared/task-list.schemas.ts';
import type { MovedTask, Task } from '../../../shared/tasks.schemas.ts';
import { tasks } from '../../schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

type Who = { userId: string; cookie: string };

describe.each(testDatabases())('moving a task on $name', (database) => {
  const running = useTestApp(database);

  const create = async (who: Who, title: string): Promise<Task> => {
    const response = await running.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie: who.cookie },
      payload: { title },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const move = (who: Who, id: string, placement: { before: string } | { after: string }) =>
    running.app.inject({
      method: 'PUT',
      url: `/api/tasks/${id}/position`,
      headers: { cookie: who.cookie },
      payload: placement,
    });
  const listedRows = async (who: Who): Promise<TaskListItemWire[]> =>
    (
      await running.app.inject({
        method: 'GET',
        url: '/api/tasks',
        headers: { cookie: who.cookie },
      })
    ).json();
  const listed = async (who: Who): Promise<string[]> =>
    (await listedRows(who)).map((task) => task.title);
  /** Each task's key and last change, as stored: what a move may write. */
  const stored = async (who: Who) =>
    new Map(
      (
        await running.handle.db
          .select({ id: tasks.id, position: tasks.position, updatedAt: tasks.updatedAt })
          .from(tasks)
          .where(eq(tasks.userId, who.userId))
      ).map((row) => [row.id, `${row.position} ${row.updatedAt.toISOString()}`]),
    );

  /** A user with tasks titled `titles`, listed in that order (the last one added is on top). */
  async function userWith(email: string, titles: string[]) {
    const who = await createUser(running.app, email);
    const ids = new Map<string, string>();
    for (const title of [...titles].reverse()) ids.set(title, (await create(who, title)).id);
    expect(await listed(who)).toEqual(titles);
    // The AI's help writes each new task once more; the moves come after it.
    await expect
      .poll(async () => (await listedRows(who)).every((task) => task.aiStatus !== 'processing'))
      .toBe(true);
    const id = (title: string) => ids.get(title) ?? '';
    return { who, id };
  }

  it('writes the moved task alone and answers its new key', async () => {
    const { who, id } = await userWith('one-row@example.com', ['A', 'B', 'C', 'D', 'E']);
    const before = await stored(who);
    const response = await move(who, id('A'), { after: id('D') });
    expect(response.statusCode).toBe(200);
    const moved: MovedTask = response.json();
    expect(moved.id).toBe(id('A'));
    expect(await listed(who)).toEqual(['B', 'C', 'D', 'A', 'E']);
    const after = await stored(who);
    const changed = [...after].filter(([task, row]) => before.get(task) !== row);
    expect(changed.map(([task]) => task)).toEqual([id('A')]);
    expect(after.get(id('A'))).toBe(`${moved.position} ${moved.updatedAt}`);
  });

  it('follows any sequence of moves to the top, the end and between neighbours', async () => {
    const titles = Array.from({ length: 12 }, (_, index) => `T${index}`);
    const { who, id } = await userWith('many-moves@example.com', titles);
    const model = [...titles];
    // A fixed walk over every kind of move: up, down, to either end, next to a neighbour.
    let seed = 7;
    const next = (bound: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % bound;
    };
    for (let step = 0; step < 60; step += 1) {
      const from = next(model.length);
      let onto = next(model.length);
      if (onto === from) onto = (onto + 1) % model.length;
      const title = model[from] ?? '';
      const target = model[onto] ?? '';
      model.splice(from, 1);
      const anchorIndex = model.indexOf(target);
      const placement = from < onto ? { after: id(target) } : { before: id(target) };
      model.splice(from < onto ? anchorIndex + 1 : anchorIndex, 0, title);
      expect((await move(who, id(title), placement)).statusCode).toBe(200);
    }
    expect(await listed(who)).toEqual(model);
    const keys = [...(await stored(who)).values()].map((row) => row.split(' ')[0]);
    expect(new Set(keys).size).toBe(titles.length);
  });

  it('keeps the list whole and every key apart when two tabs move at once', async () => {
    const titles = Array.from({ length: 8 }, (_, index) => `P${index}`);
    const { who, id } = await userWith('two-tabs@example.com', titles);
    // Both tabs put a task right after the same one, and others move meanwhile.
    const answers = await Promise.all([
      move(who, id('P5'), { after: id('P0') }),
      move(who, id('P6'), { after: id('P0') }),
      move(who, id('P7'), { before: id('P1') }),
      move(who, id('P2'), { after: id('P0') }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const after = await listed(who);
    expect([...after].sort()).toEqual(titles);
    expect(after[0]).toBe('P0');
    expect(after.slice(1, 5).sort()).toEqual(['P2', 'P5', 'P6', 'P7']);
    const keys = answers.map((answer) => (answer.json() as MovedTask).position);
    expect(new Set(keys).size).toBe(4);
  });

  it('gives a new task a key above every other, a deleted one too', async () => {
    const { who, id } = await userWith('deleted-top@example.com', ['Top', 'Next']);
    await running.app.inject({
      method: 'DELETE',
      url: `/api/tasks/${id('Top')}`,
      headers: { cookie: who.cookie },
    });
    await create(who, 'Newest');
    await running.app.inject({
      method: 'POST',
      url: `/api/tasks/${id('Top')}/restore`,
      headers: { cookie: who.cookie },
    });
    expect(await listed(who)).toEqual(['Newest', 'Top', 'Next']);
  });
});
