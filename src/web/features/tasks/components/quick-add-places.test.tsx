import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makePreferences } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeTask } from '../task-fixtures.ts';
import { QuickAddForm } from './quick-add-form.tsx';

const WORK = '00000000-0000-4000-8000-000000000001';
const DEEP_WORK = '00000000-0000-4000-8000-000000000002';
const DEEP = '00000000-0000-4000-8000-0000000000a1';
const NEW_PROJECT = '00000000-0000-4000-8000-000000000009';
const NEW_LABEL = '00000000-0000-4000-8000-0000000000a9';

const projects = {
  projects: [
    { id: WORK, name: 'Work', color: 'blue', position: 'a0', openCount: 0 },
    { id: DEEP_WORK, name: 'Deep Work', color: 'green', position: 'a1', openCount: 0 },
  ],
  inboxOpenCount: 0,
};
const labels = { labels: [{ id: DEEP, name: 'deep', color: 'slate', openCount: 0 }] };

function renderForm(defaultProjectId: string | null = null) {
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/preferences') return jsonResponse(200, makePreferences());
    if (url === '/api/projects' && method === 'GET') return jsonResponse(200, projects);
    if (url === '/api/labels' && method === 'GET') return jsonResponse(200, labels);
    if (url === '/api/projects' && method === 'POST') {
      const { name } = JSON.parse(String(init?.body));
      return jsonResponse(201, {
        id: NEW_PROJECT,
        name,
        color: 'blue',
        position: 'a2',
        openCount: 0,
      });
    }
    if (url === '/api/labels' && method === 'POST') {
      const { name } = JSON.parse(String(init?.body));
      return jsonResponse(201, { id: NEW_LABEL, name, color: 'slate', openCount: 0 });
    }
    if (url === '/api/tasks' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      return jsonResponse(201, makeTask(1, { id: body.id, title: body.title }));
    }
    if (url.startsWith('/api/tasks/') && method === 'PATCH') {
      return jsonResponse(200, makeTask(1, { userOverriddenPriority: 'High' }));
    }
    return undefined;
  });
  renderRoutes(
    [{ path: '/', element: <QuickAddForm compact={false} defaultProjectId={defaultProjectId} /> }],
    '/',
  );
  const input = screen.getByRole('combobox', { name: 'Quick add a task' });
  const sent = (method: string, prefix: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => init?.method === method && String(url).startsWith(prefix))
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { input, sent };
}

/** Waits for the parser and the user's projects, so what is typed is read with them. */
async function ready(input: HTMLElement) {
  await userEvent.type(input, 'Warm up 5m #wo');
  await screen.findByRole('option', { name: 'Work' });
  await screen.findByText('5 min · 1 session');
  await userEvent.clear(input);
}

describe('QuickAddForm: projects, labels and priority', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('previews and adds the example line with its project, label, repeat and priority', async () => {
    const { input, sent } = renderForm();
    await ready(input);
    await userEvent.type(input, 'Plan sprint #work @deep every monday 9am 50m !high');
    const read = screen.getByRole('list', { name: 'Read from your text' });
    expect(read).toHaveTextContent('Work');
    expect(read).toHaveTextContent('@deep');
    expect(read).toHaveTextContent('High priority');
    expect(read).toHaveTextContent('Every Monday');
    expect(read).toHaveTextContent(/Due .*9:00 AM/);
    expect(read).toHaveTextContent('50 min');
    expect(screen.getByText('Plan sprint', { selector: 'strong' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent('POST', '/api/tasks')).toHaveLength(1));
    const [task] = sent('POST', '/api/tasks');
    expect(task).toMatchObject({
      title: 'Plan sprint',
      minutes: 50,
      projectId: WORK,
      labelIds: [DEEP],
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO', afterCompletion: false },
      userOverriddenPriority: 'High',
    });
    expect(new Date(task.dueDate).getDay()).toBe(1);
    expect(new Date(task.dueDate).getHours()).toBe(9);
    // One request: the priority goes with the task.
    expect(sent('PATCH', '/api/tasks/')).toEqual([]);
    // Nothing new to create.
    expect(sent('POST', '/api/projects')).toEqual([]);
    expect(sent('POST', '/api/labels')).toEqual([]);
  });

  it('creates a new project and label named in the text first', async () => {
    const { input, sent } = renderForm();
    await ready(input);
    await userEvent.type(input, 'Book flights #travel @urgent p2');
    const read = screen.getByRole('list', { name: 'Read from your text' });
    expect(read).toHaveTextContent('travel (new project)');
    expect(read).toHaveTextContent('@urgent (new)');
    expect(read).toHaveTextContent('Medium priority');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent('POST', '/api/tasks')).toHaveLength(1));
    expect(sent('POST', '/api/projects')).toEqual([{ name: 'travel' }]);
    expect(sent('POST', '/api/labels')).toEqual([{ name: 'urgent' }]);
    expect(sent('POST', '/api/tasks')[0]).toMatchObject({
      title: 'Book flights',
      projectId: NEW_PROJECT,
      labelIds: [NEW_LABEL],
      userOverriddenPriority: 'Medium',
    });
  });

  it("keeps 'C#' in the title, and a dismissed project in the title too", async () => {
    const { input } = renderForm();
    await ready(input);
    await userEvent.type(input, 'Learn C# #work 5m');
    expect(screen.getByText('Learn C#', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep "#work" in the title' }));
    expect(screen.getByText('Learn C# #work', { selector: 'strong' })).toBeInTheDocument();
  });

  it('adds a line without # to the project the page shows', async () => {
    const { input, sent } = renderForm(DEEP_WORK);
    await ready(input);
    await userEvent.type(input, 'Read paper');
    expect(screen.getByText('In Deep Work')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent('POST', '/api/tasks')).toHaveLength(1));
    expect(sent('POST', '/api/tasks')[0]).toMatchObject({ projectId: DEEP_WORK });
  });

  it('suggests projects after # and labels after @, picked with the keyboard', async () => {
    const { input } = renderForm();
    await ready(input);
    await userEvent.type(input, 'Write #');
    const list = screen.getByRole('listbox', { name: 'Projects' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Work', 'Deep Work']);
    // Filtered as the user types.
    await userEvent.type(input, 'de');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Deep Work']);
    await userEvent.clear(input);
    await userEvent.type(input, 'Write #wo');
    expect(screen.getByRole('option', { name: 'Work' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Deep Work' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('Write #Deep Work ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Tab picks a label; Escape closes the list and keeps the text.
    await userEvent.type(input, '@d');
    expect(screen.getByRole('listbox', { name: 'Labels' })).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    expect(input).toHaveValue('Write #Deep Work @deep ');
    await userEvent.type(input, '@');
    expect(screen.getByRole('listbox', { name: 'Labels' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Write #Deep Work @deep @');
  });

  it('picks a suggestion with the mouse', async () => {
    const { input } = renderForm();
    await ready(input);
    await userEvent.type(input, 'Write @');
    await userEvent.click(screen.getByRole('option', { name: 'deep' }));
    expect(input).toHaveValue('Write @deep ');
    expect(input).toHaveFocus();
  });
});
