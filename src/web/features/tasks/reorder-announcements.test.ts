import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { reorderAnnouncements } from './reorder-announcements.ts';
import { makeTask } from './task-fixtures.ts';

const tasks = [makeTask(1, { title: 'A' }), makeTask(2, { title: 'B' })];
const [a, b] = tasks.map((task) => task.id);
const active = { id: a } as Active;
const over = (id: string | undefined) => ({ id }) as Over;

describe('reorderAnnouncements', () => {
  it('says where a task was picked up, moved and dropped', () => {
    const say = reorderAnnouncements(tasks);
    expect(say.onDragStart({ active })).toBe('Picked up task A, at position 1 of 2.');
    // Still over its own place: 'Picked up' stays.
    expect(say.onDragOver({ active, over: over(a) })).toBeUndefined();
    expect(say.onDragOver({ active, over: over(b) })).toBe('Task A moved to position 2 of 2.');
    expect(say.onDragOver({ active, over: over(a) })).toBe('Task A moved to position 1 of 2.');
    expect(say.onDragEnd({ active, over: over(b) })).toBe('Task A dropped at position 2 of 2.');
    expect(say.onDragCancel({ active, over: null })).toBe(
      'Moving cancelled. Task A is back at position 1 of 2.',
    );
  });
});
