import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../../shared/tasks.schemas.ts';
import { makeSession, makeTask } from '../task-fixtures.ts';
import { temporaryTask } from '../temporary-task.ts';
import { TaskList, type TaskListProps } from './task-list.tsx';

function renderList(tasks: Task[], props: Partial<TaskListProps> = {}) {
  const actions = {
    onSelect: vi.fn(),
    onToggleComplete: vi.fn(),
    onDelete: vi.fn(),
    onReorder: vi.fn(),
  };
  render(
    <TaskList tasks={tasks} wide sessionLength={25} selectedId={null} {...actions} {...props} />,
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
    expect(report.getByText('Do First')).toBeInTheDocument();
    expect(report.getByText('Draft the quarterly report...')).toBeInTheDocument();
    expect(report.getByRole('button', { name: 'Delete task Report' })).toBeEnabled();
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
    const running = makeTask(2, { title: 'Running' });
    running.sessions = [makeSession(running.id, 1, { status: 'active' })];
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

  it('shows the session count when no session is left to start', () => {
    const id = makeTask(3).id;
    const done = makeTask(3, {
      title: 'Finished',
      completed: true,
      sessions: [
        makeSession(id, 1, { status: 'completed' }),
        makeSession(id, 2, { status: 'completed', durationMinutes: 10 }),
      ],
    });
    renderList([done]);
    const finished = row('Finished');
    expect(finished.getByText('Done')).toBeInTheDocument();
    expect(finished.getByText('1+')).toBeInTheDocument();
    expect(finished.queryByRole('button', { name: /Start|Resume/ })).toBeNull();
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
    renderList([makeTask(1, { title: 'Report' })], { wide: false });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Tasks' })).toBeInTheDocument();
    expect(row('Report').getByText('Pending')).toBeInTheDocument();
  });
});
