import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../../shared/projects.schemas.ts';
import { AppLayout } from '../../../components/ui/app-layout.tsx';
import { useAuth } from '../../../lib/auth-client.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { signedIn } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProjectsLayout } from './projects-layout.tsx';

vi.mock('../../../lib/auth-client.ts', () => ({ useAuth: vi.fn(), signOut: vi.fn() }));
vi.mock('../../../lib/socket.ts', () => ({
  socket: { on: vi.fn(), off: vi.fn() },
  connectSocket: vi.fn(),
  disconnectSocket: vi.fn(),
}));

const WORK = '11111111-1111-4111-8111-111111111111';
const HOME = '22222222-2222-4222-8222-222222222222';
const GARDEN = '33333333-3333-4333-8333-333333333333';

function project(id: string, name: string, openCount: number, position: string): Project {
  return { id, name, color: 'blue', position, openCount };
}

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

/** A server of projects in memory; `answer` may refuse a request first. */
function serve(answer?: (call: Call) => Response | undefined) {
  let projects = [project(WORK, 'Work', 3, 'a0'), project(HOME, 'Home', 1, 'a1')];
  let deleted: Project | null = null;
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = new URL(url, 'http://localhost').pathname;
    const call = { method, url, body };
    if (method !== 'GET') calls.push(call);
    const refused = answer?.(call);
    if (refused) return refused;
    if (method === 'GET' && path === '/api/projects') {
      return jsonResponse(200, { projects, inboxOpenCount: 4 });
    }
    if (method === 'POST' && path === '/api/projects') {
      const made = project(GARDEN, body.name, 0, 'a2');
      projects = [...projects, made];
      return jsonResponse(201, made);
    }
    const id = path.split('/')[3];
    const found = projects.find((each) => each.id === id);
    if (method === 'PATCH' && found) {
      const changed = { ...found, ...body };
      projects = projects.map((each) => (each.id === id ? changed : each));
      return jsonResponse(200, changed);
    }
    if (method === 'PUT' && found) {
      const others = projects.filter((each) => each.id !== id);
      const next = body.after ?? body.before;
      const at = others.findIndex((each) => each.id === next) + (body.after ? 1 : 0);
      projects = [...others.slice(0, at), found, ...others.slice(at)];
      return jsonResponse(200, found);
    }
    if (method === 'DELETE' && found) {
      deleted = found;
      projects = projects.filter((each) => each.id !== id);
      return jsonResponse(200, { tasks: found.openCount });
    }
    if (method === 'POST' && path.endsWith('/restore') && deleted) {
      projects = [deleted, ...projects];
      return jsonResponse(200, deleted);
    }
    return undefined;
  });
  return calls;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

const routes = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <ProjectsLayout />,
        children: [
          {
            path: '*',
            element: (
              <>
                <h1>Page</h1>
                <Where />
              </>
            ),
          },
        ],
      },
    ],
  },
];

/**
 * A place's link as a screen reader names it: 'Work (3 open tasks)' (jsdom leaves out the space
 * a browser puts before the count).
 */
function place(name: string, count: number) {
  return new RegExp(`^${name} ?\\(${count} open tasks?\\)$`);
}

function projectsList() {
  return screen.getByRole('list', { name: 'Projects' });
}

function linkNames() {
  return within(projectsList())
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/ \(.*$/, ''));
}

async function openMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for project ${name}` }));
  return screen.getByRole('menu', { name });
}

describe('the side bar’s projects', () => {
  beforeEach(() => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the Inbox and each project with its open tasks, linking to My Tasks filtered', async () => {
    serve();
    renderRoutes(routes, `/my-tasks?project=${HOME}`);

    const work = await screen.findByRole('link', { name: place('Work', 3) });
    expect(work).toHaveAttribute('href', `/my-tasks?project=${WORK}`);
    expect(screen.getByRole('link', { name: place('Inbox', 4) })).toHaveAttribute(
      'href',
      '/my-tasks?project=inbox',
    );
    const home = screen.getByRole('link', { name: place('Home', 1) });
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(work).not.toHaveAttribute('aria-current');
    expect(linkNames()).toEqual(['Inbox', 'Work', 'Home']);
  });

  it('adds a project, showing the server’s refusal first', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.body?.name === 'Work'
        ? errorResponse('projects.name_taken', "You already have a project named 'Work'.")
        : undefined,
    );
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: place('Work', 3) });

    await userEvent.click(screen.getByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Work');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/already have a project named/));
    expect(name).toBeInvalid();

    await userEvent.clear(name);
    await userEvent.type(name, 'Garden{Enter}');

    await screen.findByRole('link', { name: place('Garden', 0) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { name: 'Garden', color: 'green' },
    });
  });

  it('says when the limit of projects is reached', async () => {
    serve((call) =>
      call.method === 'POST'
        ? errorResponse('projects.limit_reached', 'You can have at most 100 projects.')
        : undefined,
    );
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: place('Work', 3) });

    await userEvent.click(screen.getByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add project' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'One more{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can have at most 100 projects.',
    );
  });

  it('renames a project in place: Enter saves, Escape cancels, a refusal shows', async () => {
    const calls = serve((call) =>
      call.method === 'PATCH' && call.body?.name === 'Home'
        ? errorResponse('projects.name_taken', "You already have a project named 'Home'.")
        : undefined,
    );
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: place('Work', 3) });

    await userEvent.click(within(await openMenu('Work')).getByRole('menuitem', { name: 'Rename' }));
    let input = screen.getByRole('textbox', { name: 'Project name' });
    expect(input).toHaveValue('Work');
    await userEvent.keyboard('Nope{Escape}');
    expect(await screen.findByRole('link', { name: place('Work', 3) })).toHaveFocus();

    await userEvent.dblClick(screen.getByRole('link', { name: place('Work', 3) }));
    input = screen.getByRole('textbox', { name: 'Project name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Home{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You already have a project named 'Home'.",
    );
    expect(input).toBeInvalid();

    await userEvent.clear(input);
    await userEvent.type(input, 'Day job{Enter}');
    expect(await screen.findByRole('link', { name: place('Day job', 3) })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { name: 'Day job' } });
  });

  it('changes a project’s colour from its menu', async () => {
    const calls = serve();
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: place('Work', 3) });

    const menu = await openMenu('Work');
    expect(within(menu).getByRole('menuitemradio', { name: 'Blue' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Pink' }));

    await waitFor(() => expect(calls.at(-1)).toMatchObject({ body: { color: 'pink' } }));
    await waitFor(async () =>
      expect(
        within(await openMenu('Work')).getByRole('menuitemradio', { name: 'Pink' }),
      ).toBeChecked(),
    );
  });

  it('deletes a project moving its tasks to the Inbox, and Undo restores it', async () => {
    const calls = serve();
    renderRoutes(routes, `/my-tasks?project=${WORK}`);
    await screen.findByRole('link', { name: place('Work', 3) });

    await userEvent.click(
      within(await openMenu('Work')).getByRole('menuitem', { name: 'Delete project…' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete project Work?' });
    expect(dialog).toHaveAccessibleDescription('It has 3 open tasks. What should happen to them?');
    expect(within(dialog).getByRole('radio', { name: 'Move them to Inbox' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /^Work/ })).not.toBeInTheDocument(),
    );
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(calls.at(-1)?.url).toMatch(new RegExp(`/api/projects/${WORK}\\?tasks=inbox$`));
    // Deleting the project shown goes back to all the tasks.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-tasks$/));
    expect((await screen.findAllByText('Project deleted')).length).toBeGreaterThan(0);

    await userEvent.click(screen.getAllByRole('button', { name: 'Undo' })[0] as HTMLElement);
    expect(await screen.findByRole('link', { name: place('Work', 3) })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST' });
    expect(calls.at(-1)?.url).toMatch(`/api/projects/${WORK}/restore`);
  });

  it('deletes a project with its tasks when asked to', async () => {
    const calls = serve();
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: place('Home', 1) });

    await userEvent.click(
      within(await openMenu('Home')).getByRole('menuitem', { name: 'Delete project…' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete project Home?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Delete them' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));

    await waitFor(() => expect(calls.at(-1)?.url).toMatch(/\?tasks=delete$/));
    expect((await screen.findAllByText('Home and its 1 open task')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('reorders projects with the keyboard, and puts them back when the server refuses', async () => {
    let refuse = false;
    const calls = serve((call) =>
      call.method === 'PUT' && refuse ? errorResponse('projects.not_found') : undefined,
    );
    // jsdom lays nothing out: each row of the list is 36 px under the one before.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const row = this.closest('li');
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 36, width: 200, height: 36 });
    });
    try {
      renderRoutes(routes, '/dashboard');
      await screen.findByRole('link', { name: place('Work', 3) });
      const handle = await screen.findByRole('button', { name: 'Reorder project Work' });
      // The drag and drop loads after the list shows.
      await waitFor(() => expect(handle).toHaveAttribute('aria-roledescription', 'sortable'));

      act(() => handle.focus());
      await userEvent.keyboard(' ');
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard(' ');

      await waitFor(() => expect(linkNames()).toEqual(['Inbox', 'Home', 'Work']));
      expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { after: HOME } });

      refuse = true;
      const again = screen.getByRole('button', { name: 'Reorder project Work' });
      act(() => again.focus());
      await userEvent.keyboard(' ');
      await userEvent.keyboard('{ArrowUp}');
      await userEvent.keyboard(' ');
      expect((await screen.findAllByText('The project could not be moved')).length).toBeGreaterThan(
        0,
      );
      await waitFor(() => expect(linkNames()).toEqual(['Inbox', 'Home', 'Work']));
    } finally {
      rect.mockRestore();
    }
  });
});
