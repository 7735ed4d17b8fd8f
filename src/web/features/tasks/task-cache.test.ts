import { describe, expect, it } from 'vitest';
import { listItemOf } from '../../../shared/domain/task-list-item.ts';
import { orderKeyAt } from '../../../shared/domain/task-order.ts';
import {
  appendOlder,
  applyMove,
  displayOrder,
  keepLoadedOlder,
  planMove,
  removeTask,
  restoreTask,
  sortTasks,
  upsertTask,
} from './task-cache.ts';
import { makeTask } from './task-fixtures.ts';
import { temporaryTask } from './temporary-task.ts';

const ids = (tasks: { id: string }[]) => tasks.map((task) => task.id);
// The list keeps list items; the server's answers and live updates bring whole tasks.
const a = listItemOf(makeTask(1, { position: orderKeyAt(0) }));
const b = listItemOf(makeTask(2, { position: orderKeyAt(1) }));
const c = listItemOf(makeTask(3, { position: orderKeyAt(2) }));

describe('task cache', () => {
  it("sorts like the server: by key, then the server's own order", () => {
    // Tasks sharing a key come newest first from the server; the list keeps that order.
    const newer = listItemOf(makeTask(5, { position: orderKeyAt(3) }));
    const older = listItemOf(makeTask(4, { position: orderKeyAt(3) }));
    expect(ids(sortTasks([newer, c, older, a]))).toEqual(ids([a, c, newer, older]));
    expect(ids(sortTasks([older, c, newer, a]))).toEqual(ids([a, c, older, newer]));
  });

  it('replaces a known task in place and adds a new one where the order puts it', () => {
    const renamed = { ...b, title: 'Renamed' };
    expect(upsertTask([a, b, c], renamed)).toEqual([a, renamed, c]);
    const top = makeTask(6, { position: orderKeyAt(-1) });
    expect(ids(upsertTask([a, b], top))).toEqual(ids([top, a, b]));
  });

  it('keeps a whole task the server sent as a list item', () => {
    const whole = makeTask(2, {
      position: orderKeyAt(1),
      title: 'Renamed',
      aiInsights: 'Start early.',
    });
    const [, stored] = upsertTask([a, b, c], whole);
    expect(stored).toEqual(listItemOf(whole));
    expect(stored).not.toHaveProperty('aiInsights');
    expect(stored?.aiTaskSummary).toBe('Draft the quarterly report...');
    // Only the session Start acts on: the second is in the dialog's whole task.
    expect(stored?.sessions.map((session) => session.sessionOrder)).toEqual([1]);
  });

  it('lets the stored task take the place of the one shown while it was stored', () => {
    const stored = makeTask(7, { title: 'Write', position: orderKeyAt(-1) });
    const temp = temporaryTask(stored.id, { title: 'Write', minutes: 25 }, 25);
    const item = listItemOf(stored);
    expect(upsertTask([temp, a], stored)).toEqual([item, a]);
    // The socket event came first and already replaced it: the answer makes no duplicate.
    expect(upsertTask(upsertTask([temp, a], stored), stored)).toEqual([item, a]);
  });

  it('keeps two new tasks of one title on their own rows, whichever is stored first', () => {
    const first = makeTask(9, { title: 'Call', position: orderKeyAt(-1) });
    const second = makeTask(10, { title: 'Call', position: orderKeyAt(-2) });
    const shown = [
      temporaryTask(second.id, { title: 'Call', minutes: 25 }, 25),
      temporaryTask(first.id, { title: 'Call', minutes: 25 }, 25),
      a,
    ];
    const afterFirst = upsertTask(shown, first);
    expect(ids(afterFirst)).toEqual([second.id, first.id, a.id]);
    expect(afterFirst[1]).toEqual(listItemOf(first));
    expect(afterFirst[0]?.sessions[0]?.id).toMatch(/^temp-/);
    expect(upsertTask(afterFirst, second)).toEqual([listItemOf(second), listItemOf(first), a]);
  });

  it('keeps the newer state when an older answer arrives after a live update', () => {
    const created = makeTask(8, {
      title: 'Write',
      position: orderKeyAt(-1),
      aiStatus: 'processing',
      updatedAt: '2026-11-22T10:00:00.000Z',
    });
    const temp = temporaryTask(created.id, { title: 'Write', minutes: 25 }, 25);
    const enriched = {
      ...created,
      aiStatus: 'done' as const,
      updatedAt: '2026-11-22T10:00:00.120Z',
    };
    const latest = listItemOf(enriched);
    // The enrichment's live update beat the answer to the create.
    const afterEvent = upsertTask([temp, a], enriched);
    expect(afterEvent).toEqual([latest, a]);
    expect(upsertTask(afterEvent, created)).toEqual([latest, a]);
  });

  it("takes the server's copy over the one shown while storing, whatever this clock said", () => {
    const stored = makeTask(11, { title: 'Plan', updatedAt: '2026-11-22T10:00:00.000Z' });
    const temp = temporaryTask(
      stored.id,
      { title: 'Plan', minutes: 25 },
      25,
      new Date('2026-11-22T10:05:00.000Z'),
    );
    expect(upsertTask([temp, a], stored)).toEqual([a, listItemOf(stored)]);
  });

  it('puts a deleted task back at its index once', () => {
    const without = removeTask([a, b, c], b.id);
    expect(ids(without)).toEqual(ids([a, c]));
    expect(restoreTask(without, b, 1)).toEqual([a, b, c]);
    expect(restoreTask([a, b, c], b, 1)).toEqual([a, b, c]);
  });

  it('plans a move up before the task dropped on, with a key between its new neighbours', () => {
    const planned = planMove([a, b, c], c.id, b.id);
    expect(planned?.placement).toEqual({ before: b.id });
    const list = applyMove([a, b, c], { id: c.id, position: planned?.position ?? '' });
    expect(ids(list)).toEqual(ids([a, c, b]));
  });

  it('plans a move down after the task dropped on, to the end of the list', () => {
    const planned = planMove([a, b, c], a.id, c.id);
    expect(planned?.placement).toEqual({ after: c.id });
    expect(ids(applyMove([a, b, c], { id: a.id, position: planned?.position ?? '' }))).toEqual(
      ids([b, c, a]),
    );
  });

  it('plans a move past tasks that share a key without failing', () => {
    const twin = listItemOf(makeTask(4, { position: orderKeyAt(1) }));
    const planned = planMove([a, b, twin, c], a.id, b.id);
    expect(planned?.placement).toEqual({ after: b.id });
    expect(planned && planned.position > (b.position ?? '')).toBe(true);
  });

  it('moves nothing that is not stored yet, or onto itself', () => {
    const temp = temporaryTask('temp-2', { title: 'New', minutes: 5 }, 25);
    expect(planMove([temp, a, b], temp.id, b.id)).toBeNull();
    expect(planMove([temp, a, b], a.id, temp.id)).toBeNull();
    expect(planMove([a, b], a.id, a.id)).toBeNull();
  });

  it('applies a move from another tab with its time', () => {
    const moved = { id: a.id, position: orderKeyAt(5), updatedAt: '2030-01-01T00:00:00.000Z' };
    const list = applyMove([a, b, c], moved);
    expect(ids(list)).toEqual(ids([b, c, a]));
    expect(list.at(-1)?.updatedAt).toBe(moved.updatedAt);
  });
});

describe('older completed tasks in the cache', () => {
  /** A completed task out of the list's recent ones, as a page of GET /api/tasks/completed has it. */
  const done = (n: number) =>
    listItemOf(makeTask(n, { title: `Done ${n}`, completed: true, position: orderKeyAt(100 + n) }));
  const old1 = done(11);
  const old2 = done(12);

  it('keeps the older tasks loaded on request when the list is loaded again', () => {
    const renamedA = { ...a, title: 'Renamed' };
    // b was deleted in another tab; the answer does not hold the older pages.
    expect(keepLoadedOlder([a, b, old1, old2], [renamedA, c], new Set([old1.id, old2.id]))).toEqual(
      [renamedA, c, old1, old2],
    );
  });

  it("takes the answer's copy of an older task it holds itself, once", () => {
    const reopened = { ...old1, completed: false, position: orderKeyAt(3) };
    expect(keepLoadedOlder([a, old1], [a, reopened], new Set([old1.id]))).toEqual([a, reopened]);
  });

  it('takes the answer as it is when no older task was loaded, or on the first load', () => {
    const fresh = [c, a];
    expect(keepLoadedOlder([a, b, old1], fresh, new Set())).toBe(fresh);
    expect(keepLoadedOlder(undefined, fresh, new Set([old1.id]))).toBe(fresh);
  });

  it('appends a page in the list order, keeping the copy the list holds', () => {
    const edited = { ...old1, title: 'Edited here' };
    expect(appendOlder([a, edited], [old1, old2])).toEqual([a, edited, old2]);
    // A page comes newest completion first, and stays so.
    expect(appendOlder(undefined, [old1, old2])).toEqual([old1, old2]);
    expect(appendOlder([a, b], [])).toEqual([a, b]);
  });

  it('shows the older tasks below the list, in the order their pages came', () => {
    // The list's order may mix them in; the page shows them after the list's own tasks.
    const list = [a, old1, b, old2, c];
    expect(ids(displayOrder(list, [old1.id, old2.id]))).toEqual(ids([a, b, c, old1, old2]));
    expect(ids(displayOrder(list, []))).toEqual(ids(list));
  });

  it('shows a reopened older task among the list, and skips one that is gone', () => {
    const reopened = { ...old1, completed: false };
    expect(ids(displayOrder([a, reopened, b], [old1.id, old2.id]))).toEqual(ids([a, reopened, b]));
  });
});
