import { describe, expect, it } from 'vitest';
import {
  applyPositions,
  moveTask,
  orderItems,
  removeTask,
  replaceTemporaryTask,
  restoreTask,
  sortTasks,
  upsertTask,
} from './task-cache.ts';
import { makeTask } from './task-fixtures.ts';
import { temporaryTask } from './temporary-task.ts';

const ids = (tasks: { id: string }[]) => tasks.map((task) => task.id);
const a = makeTask(1, { position: 0 });
const b = makeTask(2, { position: 1 });
const c = makeTask(3, { position: 2 });

describe('task cache', () => {
  it('sorts like the server: position, nulls last, then newest first', () => {
    const older = makeTask(4, { position: null, createdAt: '2026-11-01T00:00:00.000Z' });
    const newer = makeTask(5, { position: null, createdAt: '2026-11-02T00:00:00.000Z' });
    expect(ids(sortTasks([older, c, newer, a]))).toEqual(ids([a, c, newer, older]));
  });

  it('replaces a known task in place and adds a new one where the order puts it', () => {
    const renamed = { ...b, title: 'Renamed' };
    expect(upsertTask([a, b, c], renamed)).toEqual([a, renamed, c]);
    const top = makeTask(6, { position: -1 });
    expect(ids(upsertTask([a, b], top))).toEqual(ids([top, a, b]));
  });

  it('lets the stored task take the place of its temporary one', () => {
    const temp = temporaryTask('temp-1', { title: 'Write', minutes: 25 }, 25);
    const stored = makeTask(7, { title: 'Write', position: -1 });
    expect(replaceTemporaryTask([temp, a], 'temp-1', stored)).toEqual([stored, a]);
    // The socket event came first and already replaced it: no duplicate.
    const afterEvent = upsertTask([temp, a], stored);
    expect(afterEvent).toEqual([stored, a]);
    expect(replaceTemporaryTask(afterEvent, 'temp-1', stored)).toEqual([stored, a]);
  });

  it('keeps the newer state when an older answer arrives after a live update', () => {
    const temp = temporaryTask('temp-3', { title: 'Write', minutes: 25 }, 25);
    const created = makeTask(8, {
      title: 'Write',
      position: -1,
      aiStatus: 'processing',
      updatedAt: '2026-11-22T10:00:00.000Z',
    });
    const enriched = {
      ...created,
      aiStatus: 'done' as const,
      updatedAt: '2026-11-22T10:00:00.120Z',
    };
    // The enrichment's live update beat the answer to the create.
    const afterEvent = upsertTask([temp, a], enriched);
    expect(replaceTemporaryTask(afterEvent, 'temp-3', created)).toEqual([enriched, a]);
    expect(upsertTask([enriched, a], created)).toEqual([enriched, a]);
    // The temporary task is still there when the live update arrives first.
    expect(replaceTemporaryTask([temp, enriched, a], 'temp-3', created)).toEqual([enriched, a]);
  });

  it('puts a deleted task back at its index once', () => {
    const without = removeTask([a, b, c], b.id);
    expect(ids(without)).toEqual(ids([a, c]));
    expect(restoreTask(without, b, 1)).toEqual([a, b, c]);
    expect(restoreTask([a, b, c], b, 1)).toEqual([a, b, c]);
  });

  it('moves a task and numbers the stored ones 0..n-1', () => {
    const moved = moveTask([a, b, c], c.id, a.id);
    expect(ids(moved)).toEqual(ids([c, a, b]));
    const temp = temporaryTask('temp-2', { title: 'New', minutes: 5 }, 25);
    expect(orderItems([temp, ...moved])).toEqual([
      { id: c.id, position: 0 },
      { id: a.id, position: 1 },
      { id: b.id, position: 2 },
    ]);
  });

  it('applies positions from another tab', () => {
    const items = [
      { id: c.id, position: 0 },
      { id: b.id, position: 1 },
      { id: a.id, position: 2 },
    ];
    expect(ids(applyPositions([a, b, c], items))).toEqual(ids([c, b, a]));
  });
});
