import { describe, expect, it } from 'vitest';
import { editChanges, editValuesOf } from './edit-changes.ts';
import { makeTask } from './task-fixtures.ts';

describe('editChanges', () => {
  const task = makeTask(1, { description: null, dueDate: null });

  it('refuses a blank title with the SPEC text', () => {
    expect(editChanges(task, { ...editValuesOf(task), title: '   ' })).toEqual({
      ok: false,
      error: 'Task title cannot be empty.',
    });
  });

  it('sends only what changed: empty fields the task never had are omitted', () => {
    const values = { ...editValuesOf(task), title: '  New title  ', isUrgent: true };
    expect(editChanges(task, values)).toEqual({
      ok: true,
      changes: { title: 'New title', isUrgent: true },
    });
    expect(editChanges(task, editValuesOf(task))).toEqual({ ok: true, changes: {} });
  });

  it('clears a description, due date or priority the user emptied', () => {
    const full = makeTask(2, {
      description: 'Notes',
      dueDate: new Date(2026, 10, 22, 15, 0).toISOString(),
      userOverriddenPriority: 'High',
    });
    const values = { ...editValuesOf(full), description: ' ', dueDate: '', priority: '' as const };
    expect(editChanges(full, values)).toEqual({
      ok: true,
      changes: { description: null, dueDate: null, userOverriddenPriority: null },
    });
  });

  it('sends a new due date as an ISO instant and a manual priority', () => {
    const values = { ...editValuesOf(task), dueDate: '2026-11-22T15:00', priority: 'Low' as const };
    expect(editChanges(task, values)).toEqual({
      ok: true,
      changes: {
        dueDate: new Date(2026, 10, 22, 15, 0).toISOString(),
        userOverriddenPriority: 'Low',
      },
    });
  });
});
