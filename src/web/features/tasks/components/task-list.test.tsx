import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listItemOf } from '../../../../shared/domain/task-list-item.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { makeSession, makeTask as makeWholeTask } from '../task-fixtures.ts';
import { anySessionActive } from '../task-row-view.ts';
import { temporaryTask } from '../temporary-task.ts';
import { TaskList, type TaskListProps } from './task-list.tsx';

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
      layout="full-table"
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
  it('shows the eight columns of the wide table', () => {
    renderList([makeTask(1)]);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Task',
      'Due Date',
      'AI Priority',
      'Pomodoro',
      'Insights',
      'AI Summary',
      'Urgency',
      'Status',
    ]);
  });

  it('shows the badge, priority, tag, 4-word summary and delete button of a task', () => {
    renderList([makeTask(1, { title: 'Report', isImportant: true, isUrgent: true })]);
    const report = row('Report');
    expect(report.getByText('Pending')).toBeInTheDocument();
    expect(report.getByText('Medium')).toBeInTheDocument();
    const tag = report.getByText('Do First');
    // The AI's advice is the edit dialog's: the list does not carry it.
    expect(tag).toHaveAttribute('title', 'From your Important and Urgent flags.');
    expect(tag).not.toHaveTextContent('suggested by the AI');
    expect(report.getByText('Draft the quarterly report...')).toBeInTheDocument();
    expect(report.getByRole('button', { name: 'Delete task Report' })).toBeEnabled();
  });

  it("tags a task by the AI's urgency and priority until the user sets the flags, and says so", () => {
    renderList([
      makeTask(1, {
        title: 'Urgent by AI',
        aiPredictedPriority: 'Medium',
        aiPredictedUrgency: 'High',
        aiInsights: null,
      }),
      makeTask(2, { title: 'Waiting', aiPredictedPriority: null, aiPredictedUrgency: null }),
      makeTask(3, {
        title: 'Mine',
        isImportant: false,
        isUrgent: false,
        aiPredictedPriority: 'High',
        aiPredictedUrgency: 'High',
      }),
    ]);
    const tag = row('Urgent by AI').getByText('Do First');
    expect(tag).toHaveTextContent('Do First (suggested by the AI)');
    expect(tag).toHaveAttribute(
      'title',
      'Suggested by the AI (priority Medium, urgency High) until you set Important or Urgent.',
    );
    expect(row('Waiting').queryByText(/Do First|Schedule|Delegate|Eliminate/)).toBeNull();
    expect(row('Waiting').getByText('Not rated yet')).toBeInTheDocument();
    expect(row('Mine').getByText('Eliminate')).toBeInTheDocument();
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
    expect(created.getByText('Processing with AI...')).toBeInTheDocument();
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
    expect(finished.getByText(/^1 of 1 session · 1 min/)).toBeInTheDocument();
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
