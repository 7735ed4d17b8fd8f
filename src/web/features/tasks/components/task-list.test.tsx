import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listItemOf } from '../../../../shared/domain/task-list-item.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { installFakeTimers, restoreRealTimers } from '../../../test/fake-timers.ts';
import { WHOLE_LIST_ROWS } from '../hooks/use-virtual-rows.ts';
import { makeSession, makeTask as makeWholeTask } from '../task-fixtures.ts';
import { anySessionActive } from '../task-row-view.ts';
import { temporaryTask } from '../temporary-task.ts';
import { TaskList, type TaskListProps } from './task-list.tsx';
import { loadTaskSorting } from './task-sorting.ts';

// Drag and drop is loaded before the list renders, as the page's sections start it.
beforeAll(() => loadTaskSorting());

/** A row's task as the list keeps it (GET /api/tasks sends no more). */
const makeTask = (n: number, overrides: Partial<Task> = {}) =>
  listItemOf(makeWholeTask(n, overrides));

function renderList(tasks: TaskListItem[], props: Partial<TaskListProps> = {}) {
  const actions = {
    onSelect: vi.fn(),
    onToggleComplete: vi.fn(),
    onDelete: vi.fn(),
    onMove: vi.fn(),
  };
  render(
    <TaskList
      tasks={tasks}
      layout="table"
      selectedId={null}
      sessionRunning={anySessionActive(tasks)}
      {...actions}
      {...props}
    />,
  );
  return actions;
}

const row = (title: string) => {
  const cell = screen.getByRole('button', { name: `Edit task ${title}` });
  const found = cell.closest('tr') ?? cell.closest('li');
  if (!found) throw new Error(`no row for ${title}`);
  return within(found as HTMLElement);
};

describe('TaskList rows', () => {
  it('shows five columns, one priority chip and no summary', () => {
    renderList([makeTask(1, { title: 'Report', isImportant: true, isUrgent: true })]);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Task', 'Due Date', 'Priority', 'Pomodoro', 'Status']);
    const report = row('Report');
    expect(report.getByText('Pending')).toBeInTheDocument();
    // The summary's first words are the dialog's; the urgency and the quadrant are the chip's.
    expect(report.queryByText(/Draft the quarterly report/)).toBeNull();
    expect(report.queryByText('Do First')).toBeNull();
    expect(report.queryByText(/^Soon$/)).toBeNull();
    expect(report.getByRole('button', { name: 'Delete task Report' })).toBeEnabled();
  });

  it('says the quadrant, the urgency and whose they are on the priority chip, to keyboard and screen reader', async () => {
    renderList([
      makeTask(1, { title: 'Mine', isImportant: true, isUrgent: true }),
      makeTask(2, {
        title: 'Urgent by AI',
        aiPredictedPriority: 'Medium',
        aiPredictedUrgency: 'High',
      }),
      makeTask(3, { title: 'Waiting', aiPredictedPriority: null, aiPredictedUrgency: null }),
    ]);
    const mine = row('Mine').getByText('Medium');
    expect(mine).toHaveAccessibleDescription(
      'Eisenhower quadrant: Do First (important and urgent). AI urgency: Soon. From your Important and Urgent flags.',
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(mine).toHaveFocus();
    expect(screen.getAllByRole('tooltip')[0]).toHaveTextContent(/^Eisenhower quadrant: Do First/);
    // Escape hides it, and it shows again once the focus comes back.
    const tooltip = screen.getAllByRole('tooltip')[0];
    await userEvent.keyboard('{Escape}');
    expect(tooltip).not.toBeVisible();
    expect(mine).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(mine).toHaveFocus();
    expect(tooltip).toBeVisible();

    const suggested = row('Urgent by AI').getByText(/^Medium/);
    expect(suggested).toHaveTextContent('Medium (suggested by the AI)');
    expect(suggested).toHaveAccessibleDescription(
      'Eisenhower quadrant: Do First (important and urgent). AI urgency: High. Suggested by the AI (priority Medium, urgency High) until you set Important or Urgent.',
    );
    expect(row('Waiting').getByText('Suggested')).toHaveAccessibleDescription(
      'Eisenhower quadrant: not rated yet.',
    );
  });

  it('labels the session button Start or Resume, disabled until the page passes onStart', async () => {
    const id = makeTask(9).id;
    const interrupted = makeTask(9, {
      title: 'Halfway',
      sessions: [
        makeSession(id, 1, { status: 'completed' }),
        makeSession(id, 2, { status: 'interrupted' }),
      ],
    });
    renderList([makeTask(1, { title: 'Fresh' }), interrupted]);
    expect(row('Fresh').getByRole('button', { name: /^Start #1/ })).toBeDisabled();
    expect(row('Halfway').getByRole('button', { name: /^Resume #2/ })).toBeDisabled();
    expect(row('Halfway').getByText('Paused')).toBeInTheDocument();
    expect(row('Halfway').queryByText('Interrupted')).toBeNull();
  });

  it('starts the next session through onStart', async () => {
    const onStart = vi.fn();
    const task = makeTask(1, { title: 'Fresh' });
    renderList([task], { onStart });
    await userEvent.click(row('Fresh').getByRole('button', { name: /^Start #1/ }));
    expect(onStart).toHaveBeenCalledWith(task, task.sessions[0]);
  });

  it('disables Start while another session runs', () => {
    const id = makeTask(2).id;
    const running = makeTask(2, {
      title: 'Running',
      sessions: [makeSession(id, 1, { status: 'active' })],
    });
    renderList([makeTask(1, { title: 'Fresh' }), running], { onStart: vi.fn() });
    expect(row('Fresh').getByRole('button', { name: /^Start #1/ })).toBeDisabled();
    expect(row('Running').getByText('Active')).toBeInTheDocument();
  });

  it('shows a temporary task as Processing and Creating...', () => {
    renderList([temporaryTask('temp-1', { title: 'New one', minutes: 50 }, 25)], {
      onStart: vi.fn(),
    });
    const created = within(screen.getByText('New one').closest('tr') as HTMLElement);
    expect(created.getByText('Processing')).toBeInTheDocument();
    expect(created.getByText('Low')).toBeInTheDocument();
    expect(created.getByRole('button', { name: /Creating\.\.\./ })).toBeDisabled();
    expect(created.getByRole('button', { name: 'Delete task New one' })).toBeDisabled();
  });

  it('shows what was done when no session is left to start', () => {
    const id = makeTask(3).id;
    const done = makeTask(3, {
      title: 'Finished',
      completed: true,
      totalPomodorosPlanned: 1,
      pomodorosCompletedCount: 1,
      focusTimeCompletedMinutes: 1,
      sessions: [makeSession(id, 1, { status: 'completed', durationMinutes: 1, focusMinutes: 1 })],
    });
    const ticked = makeTask(4, { title: 'Ticked off', completed: true });
    renderList([done, ticked]);
    const finished = row('Finished');
    expect(finished.getByText('Done')).toBeInTheDocument();
    // Said once: the count, without the planned sessions and minutes a Start button comes with.
    expect(finished.getByText(/^1 of 1 session · 1 min/)).toBeInTheDocument();
    expect(finished.queryByText(/^1 session/)).toBeNull();
    expect(finished.queryByText('1/1 min')).toBeNull();
    expect(finished.queryByRole('button', { name: /Start|Resume/ })).toBeNull();
    expect(row('Ticked off').getByText(/^0 of 2 sessions · 0 min/)).toBeInTheDocument();
  });

  it('ticks, deletes and selects through its callbacks', async () => {
    const task = makeTask(1, { title: 'Report' });
    const actions = renderList([task]);
    await userEvent.click(row('Report').getByRole('checkbox'));
    expect(actions.onToggleComplete).toHaveBeenCalledWith(task, true);
    await userEvent.click(row('Report').getByRole('button', { name: 'Delete task Report' }));
    expect(actions.onDelete).toHaveBeenCalledWith(task);
    expect(actions.onSelect).not.toHaveBeenCalled();
    await userEvent.click(row('Report').getByText('Medium'));
    expect(actions.onSelect).toHaveBeenCalledWith(task);
  });

  it('shows cards in the narrow layout', () => {
    renderList([makeTask(1, { title: 'Report' })], { layout: 'cards' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Tasks' })).toBeInTheDocument();
    expect(row('Report').getByText('Pending')).toBeInTheDocument();
  });
});

describe('A long TaskList', () => {
  const tasks = Array.from({ length: 300 }, (_, index) =>
    makeTask(index + 1, { title: `Task ${index + 1}` }),
  );
  const shownTitles = () =>
    screen.queryAllByRole('button', { name: /^Edit task / }).map((button) => button.textContent);

  it('renders the rows in the window, and the later ones as the page scrolls', async () => {
    renderList(tasks);
    const shown = shownTitles();
    expect(shown[0]).toBe('Task 1');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '301');
    expect(screen.queryByRole('button', { name: 'Edit task Task 300' })).toBeNull();

    act(() => {
      window.scrollY = 300 * 78;
      fireEvent.scroll(window);
    });
    expect(await screen.findByRole('button', { name: 'Edit task Task 300' })).toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'Edit task Task 300' }).closest('tr');
    expect(row).toHaveAttribute('aria-rowindex', '301');
    expect(shownTitles().length).toBeLessThan(60);
    expect(screen.queryByRole('button', { name: 'Edit task Task 1' })).toBeNull();
    window.scrollY = 0;
  });

  it('renders a short list whole, cards too', () => {
    renderList(tasks.slice(0, WHOLE_LIST_ROWS), { layout: 'cards' });
    expect(shownTitles()).toHaveLength(WHOLE_LIST_ROWS);
    const cards = screen.getByRole('list', { name: 'Tasks' });
    expect(within(cards).getAllByRole('listitem').at(-1)).toHaveAttribute(
      'aria-posinset',
      String(WHOLE_LIST_ROWS),
    );
  });
});

describe('A TaskList left open', () => {
  afterEach(() => restoreRealTimers());

  it('follows the clock: a task turns overdue, and tomorrow becomes today', async () => {
    installFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 26, 23, 58, 30));
    renderList([
      makeTask(1, {
        title: 'Call the bank',
        dueDate: new Date(2026, 10, 26, 23, 59).toISOString(),
      }),
      makeTask(2, { title: 'Pay the rent', dueDate: new Date(2026, 10, 27, 9, 0).toISOString() }),
    ]);
    expect(row('Call the bank').queryByText('(overdue)')).toBeNull();
    expect(row('Pay the rent').getByText('Tomorrow')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(row('Call the bank').getByText('(overdue)')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(row('Pay the rent').getByText('Today')).toBeInTheDocument();
  });
});
