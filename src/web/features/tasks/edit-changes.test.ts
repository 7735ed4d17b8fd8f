// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type EditValues, editChanges, editValuesOf, labelChanges } from './edit-changes.ts';
import { makeTask } from './task-fixtures.ts';

describe('editChanges', () => {
  const task = makeTask(1, { description: null, dueDate: null });
  const started = editValuesOf(task);
  const edit = (changes: Partial<EditValues>, from: EditValues = started) =>
    editChanges(from, { ...from, ...changes });

  it("refuses a blank title with the product's text", () => {
    expect(edit({ title: '   ' })).toEqual({
      ok: false,
      errors: { title: 'Task title cannot be empty.' },
    });
  });

  it('sends only what changed: empty fields the task never had are omitted', () => {
    expect(edit({ title: '  New title  ' })).toEqual({
      ok: true,
      changes: { title: 'New title' },
    });
    expect(edit({})).toEqual({ ok: true, changes: {} });
  });

  it('clears a description, due date or priority the user emptied', () => {
    const full = editValuesOf(
      makeTask(2, {
        description: 'Notes',
        dueDate: new Date(2026, 10, 22, 15, 0).toISOString(),
        userOverriddenPriority: 'High',
      }),
    );
    expect(edit({ description: ' ', dueDate: '', priority: '' }, full)).toEqual({
      ok: true,
      changes: { description: null, dueDate: null, userOverriddenPriority: null },
    });
  });

  it('sends a new due date as an ISO instant and a manual priority', () => {
    expect(edit({ dueDate: '2026-11-22T15:00', priority: 'Low' })).toEqual({
      ok: true,
      changes: {
        dueDate: new Date(2026, 10, 22, 15, 0).toISOString(),
        userOverriddenPriority: 'Low',
      },
    });
  });

  it('refuses a due date outside the years 2000 to 2100, saying so', () => {
    for (const dueDate of ['1900-01-01T09:00', '9999-12-31T09:00', '0001-01-01T09:00']) {
      expect(edit({ dueDate })).toEqual({
        ok: false,
        errors: { dueDate: 'Enter a date in the years 2000 to 2100.' },
      });
    }
    expect(edit({ dueDate: '2100-12-31T23:59' }).ok).toBe(true);
  });

  it('lets a task keep a due date stored before the years were checked', () => {
    const old = editValuesOf(makeTask(3, { dueDate: '1900-06-01T12:00:00.000Z' }));
    expect(edit({ title: 'Renamed' }, old)).toEqual({ ok: true, changes: { title: 'Renamed' } });
  });

  it("starts the flags from the AI's suggestion until the user has set them", () => {
    const suggested = makeTask(4, {
      isImportant: null,
      isUrgent: null,
      aiPredictedPriority: 'High',
      aiPredictedUrgency: 'High',
    });
    expect(editValuesOf(suggested)).toMatchObject({ isImportant: true, isUrgent: true });
    expect(editValuesOf(makeTask(5, { isImportant: false, isUrgent: true }))).toMatchObject({
      isImportant: false,
      isUrgent: true,
    });
  });

  it('sends both flags when either changes, so both become the user’s', () => {
    expect(edit({ isUrgent: true })).toEqual({
      ok: true,
      changes: { isImportant: started.isImportant, isUrgent: true },
    });
    const suggested = editValuesOf(
      makeTask(6, { aiPredictedPriority: 'High', aiPredictedUrgency: 'High' }),
    );
    expect(edit({ isUrgent: false }, suggested)).toEqual({
      ok: true,
      changes: { isImportant: true, isUrgent: false },
    });
  });
});

describe('the project and labels of the edit form', () => {
  const task = makeTask(8, { projectId: 'p-work', labelIds: ['l-deep'] });
  const started = editValuesOf(task);

  it('sends a new project, or null for the Inbox', () => {
    expect(editChanges(started, { ...started, projectId: 'p-home' })).toEqual({
      ok: true,
      changes: { projectId: 'p-home' },
    });
    expect(editChanges(started, { ...started, projectId: '' })).toEqual({
      ok: true,
      changes: { projectId: null },
    });
  });

  it('gives the labels only when they changed', () => {
    expect(labelChanges(started, started)).toBeNull();
    const labels = [
      { id: 'l-deep', name: '' },
      { id: null, name: 'urgent' },
    ];
    expect(labelChanges(started, { ...started, labels })).toEqual(labels);
    expect(labelChanges(started, { ...started, labels: [] })).toEqual([]);
  });
});
