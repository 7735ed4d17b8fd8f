import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makePreferences } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { QuickAddForm } from './quick-add-form.tsx';

function renderForm(answerAdd: () => Promise<Response> = () => new Promise<Response>(() => {})) {
  const fetchMock = stubFetch((url, init) => {
    if (url === '/api/preferences') return jsonResponse(200, makePreferences());
    // By default adding never answers: what was sent is all most tests check.
    if (url === '/api/tasks' && init?.method === 'POST') return answerAdd();
    return undefined;
  });
  renderRoutes([{ path: '/', element: <QuickAddForm compact={false} /> }], '/');
  const input = screen.getByRole('combobox', { name: 'Quick add a task' });
  const posted = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => {
        // Each add carries an id of its own, made here; the rest is what the form read.
        const { id, ...body } = JSON.parse(String(init?.body));
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        return body;
      });
  return { input, posted };
}

/** Types `text` once the parser has loaded (it loads with the form), so the line is read by it. */
async function typeParsed(input: HTMLElement, text: string) {
  await userEvent.type(input, 'Warm up 5m');
  await screen.findByText('5 min · 1 session');
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** The line under the field that shows what will be saved. */
const previewOf = (title: string) => {
  const line = screen.getByText(title).closest('div');
  if (!line) throw new Error(`no preview for ${title}`);
  return line;
};

describe('QuickAddForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows exactly what a plain line will be saved with, and sends just that', async () => {
    const { input, posted } = renderForm();
    await typeParsed(input, 'Buy milk');
    expect(previewOf('Buy milk')).toHaveTextContent('Adds Buy milkNo due date25 min · 1 session');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(posted()).toEqual([{ title: 'Buy milk', minutes: 25 }]);
  });

  it("never takes '0m' for a due date of now: it stays in the title", async () => {
    const { input, posted } = renderForm();
    await typeParsed(input, 'Call mom 0m');
    const line = previewOf('Call mom 0m');
    expect(line).toHaveTextContent('Adds Call mom 0mNo due date25 min · 1 session');
    expect(within(line).queryByRole('list', { name: 'Read from your text' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(posted()).toEqual([{ title: 'Call mom 0m', minutes: 25 }]);
  });

  it("reads 'every friday' as a repeat, shows it, and sends it with its first Friday", async () => {
    const { input, posted } = renderForm();
    await typeParsed(input, 'Gym every friday 45m');
    expect(await screen.findByText('45 min · 2 sessions')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Read from your text' });
    expect(within(chips).getByText(/^Every Friday, first /)).toBeInTheDocument();
    expect(screen.getByText('Gym')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const [body] = posted();
    expect(body).toMatchObject({
      title: 'Gym',
      minutes: 45,
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=FR', afterCompletion: false },
    });
    expect(new Date(body.dueDate).getDay()).toBe(5);
  });

  it('keeps the words of a dismissed repeat in the title, with no due date', async () => {
    const { input, posted } = renderForm();
    await typeParsed(input, 'Gym every friday 45m');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Keep "every friday" in the title' }),
    );
    expect(screen.getByText('No due date')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(posted()).toEqual([{ title: 'Gym every friday', minutes: 45 }]);
  });

  it('sends the due date and minutes its chips show', async () => {
    const { input, posted } = renderForm();
    await typeParsed(input, 'Write report tomorrow 3pm 50m');
    expect(await screen.findByText('50 min · 2 sessions')).toBeInTheDocument();
    expect(screen.getByText(/^Due Tomorrow, 3:00/)).toBeInTheDocument();
    expect(screen.queryByText('No due date')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const [body] = posted();
    expect(body).toMatchObject({ title: 'Write report', minutes: 50 });
    expect(new Date(body.dueDate).getHours()).toBe(15);
  });

  it('brings back what was typed, with the error, when adding fails', async () => {
    const { input, posted } = renderForm(async () => errorResponse('server.internal', 'Down'));
    await typeParsed(input, 'Buy milk 20m');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add task. Please try again.',
    );
    expect(input).toHaveValue('Buy milk 20m');
    expect(screen.getByText('20 min · 1 session')).toBeInTheDocument();
    // Typing again clears the error; sending again sends the same task.
    await userEvent.type(input, ' ');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(posted()).toEqual([
      { title: 'Buy milk', minutes: 20 },
      { title: 'Buy milk', minutes: 20 },
    ]);
  });

  it('brings the text back without an error when the session has ended', async () => {
    const { input } = renderForm(async () => errorResponse('auth.unauthorized', 'No'));
    await typeParsed(input, 'Buy milk');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(input).toHaveValue('Buy milk'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
