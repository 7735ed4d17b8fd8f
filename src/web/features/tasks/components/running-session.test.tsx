import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listItemOf } from '../../../../shared/domain/task-list-item.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeId, makeSession, makeTask } from '../task-fixtures.ts';
import type { TaskListLayout } from '../task-layout.ts';
import { EditTaskDialog } from './edit-task-dialog.tsx';
import { TaskList } from './task-list.tsx';
import { loadTaskSorting } from './task-sorting.ts';

// Drag and drop is loaded before the list renders, as the page's sections start it.
beforeAll(() => loadTaskSorting());

/** A task whose first of two sessions runs (on this or another device). */
const running = makeTask(1, {
  title: 'Write the essay',
  sessions: [makeSession(makeId(1), 1, { status: 'active' }), makeSession(makeId(1), 2)],
});
const waiting = makeTask(2, { title: 'Read the paper' });

function renderList(layout: TaskListLayout) {
  const actions = {
    onSelect: vi.fn(),
    onStart: vi.fn(),
    onToggleComplete: vi.fn(),
    onDelete: vi.fn(),
    onMove: vi.fn(),
  };
  render(
    <TaskList
      tasks={[listItemOf(running), listItemOf(waiting)]}
      layout={layout}
      selectedId={null}
      sessionRunning
      {...actions}
    />,
  );
}

const rowOf = (title: string) => {
  const cell = screen.getByRole('button', { name: `Edit task ${title}` });
  const found = cell.closest('tr') ?? cell.closest('li');
  if (!(found instanceof HTMLElement)) throw new Error(`no row for ${title}`);
  return within(found);
};

describe('the running task in the list and its Edit dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['table', 'cards'] as const)(
    'its row says it is running instead of offering the next session (%s)',
    (layout) => {
      renderList(layout);

      const row = rowOf('Write the essay');
      expect(row.getByText('Running #1')).toBeInTheDocument();
      expect(row.queryByRole('button', { name: /^Start #2/ })).not.toBeInTheDocument();
      // Another task waits: one session at a time.
      expect(
        rowOf('Read the paper').getByRole('button', { name: 'Start #1 Read the paper' }),
      ).toBeDisabled();
    },
  );

  it('its Edit dialog says so too', async () => {
    stubFetch((url) =>
      url === `/api/tasks/${running.id}` ? jsonResponse(200, running) : undefined,
    );
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <EditTaskDialog
              task={listItemOf(running)}
              onClose={vi.fn()}
              sessionRunning
              onStart={vi.fn()}
            />
          ),
        },
      ],
      '/',
    );

    const dialog = within(screen.getByRole('dialog', { name: 'Edit Task Details' }));
    expect(await dialog.findByText('Session #1 is running')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Session #2/ })).not.toBeInTheDocument();
  });
});
