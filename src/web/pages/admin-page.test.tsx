import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AuditEntry,
  ReportForReview,
  SuspendedPerson,
} from '../../shared/moderation.schemas.ts';
import { preloadDialogs } from '../components/ui/dialog.tsx';
import { errorResponse } from '../test/api-errors.ts';
import { jsonResponse, stubFetch } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render.tsx';
import { AdminPage } from './admin-page.tsx';

const ADA = { id: 'user-ada', username: 'ada', email: 'ada@example.com' };
const BOB = { id: 'user-bob', username: 'bob', email: 'bob@example.com' };

const report: ReportForReview = {
  id: '1b4e28ba-2fa1-4d2b-883f-0016d3cca427',
  createdAt: '2026-11-27T10:00:00.000Z',
  reason: 'Kept shouting at me during the focus block',
  roomName: 'AAAAAAAAAAAAAAAAAAAAAAAA',
  reporter: BOB,
  reported: { ...ADA, suspension: null, heldFromMatchmaking: true },
  earlier: [
    {
      id: '2b4e28ba-2fa1-4d2b-883f-0016d3cca427',
      createdAt: '2026-11-20T10:00:00.000Z',
      reason: 'Rude remarks',
      reporterUsername: 'cy',
      decision: 'warn',
    },
  ],
};

const suspended: SuspendedPerson = {
  person: { id: 'user-dan', username: 'dan', email: 'dan@example.com' },
  since: '2026-11-25T10:00:00.000Z',
  until: null,
};

const entry: AuditEntry = {
  id: '3b4e28ba-2fa1-4d2b-883f-0016d3cca427',
  at: '2026-11-25T10:00:00.000Z',
  adminEmail: 'moderator@example.com',
  action: 'suspend',
  subjectUsername: 'dan',
  until: null,
  note: 'Threats in two calls',
};

/** An admin's server; every POST is recorded and answered `answer` (204 unless given). */
function stubAdminApi(answer = () => new Response(null, { status: 204 })) {
  const posted: { path: string; body: unknown }[] = [];
  const fetchMock = stubFetch((path, init) => {
    if (init?.method === 'POST') {
      posted.push({ path, body: JSON.parse(String(init.body)) });
      return answer();
    }
    if (path.startsWith('/api/admin/overview')) {
      return jsonResponse(200, { users: 1234, proUsers: 56, callsToday: 7 });
    }
    if (path === '/api/admin/reports') return jsonResponse(200, { reports: [report] });
    if (path === '/api/admin/suspensions') {
      return jsonResponse(200, { suspensions: [suspended] });
    }
    if (path === '/api/admin/audit-log') return jsonResponse(200, { entries: [entry] });
    return undefined;
  });
  return { fetchMock, posted };
}

const renderAdmin = () => renderRoutes([{ path: '/admin', element: <AdminPage /> }], '/admin');

describe('AdminPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the 404 page to anyone the server does not know as an admin', async () => {
    const fetchMock = stubFetch((path) =>
      path.startsWith('/api/admin/overview')
        ? errorResponse('request.route_not_found', 'No route for GET /api/admin/overview.')
        : undefined,
    );
    renderAdmin();
    expect(
      await screen.findByRole('heading', { name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Page not found');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.startsWith('/api/admin/'))).toHaveLength(1);
  });

  it('shows the counts, the report with the earlier ones, the suspended and the audit log', async () => {
    stubAdminApi();
    renderAdmin();
    const counts = await screen.findByText('Accounts');
    expect(counts.nextElementSibling).toHaveTextContent(/1[,.\s]?234/);
    expect(screen.getByText('Video calls today').nextElementSibling).toHaveTextContent('7');

    const card = await screen.findByRole('article', { name: /ada/ });
    expect(within(card).getByText('Kept shouting at me during the focus block')).toBeVisible();
    expect(within(card).getByText('Kept out of matchmaking')).toBeVisible();
    await userEvent.click(within(card).getByText('1 earlier report'));
    expect(within(card).getByText('Rude remarks')).toBeVisible();
    expect(within(card).getByText(/cy · Warned/)).toBeVisible();

    expect(await screen.findByText(/Suspended for good · since/)).toBeInTheDocument();
    expect(await screen.findByText('Threats in two calls')).toBeInTheDocument();
  });

  it('asks for a note, then records a suspension for good with it', async () => {
    const { posted } = stubAdminApi();
    renderAdmin();
    const card = await screen.findByRole('article', { name: /ada/ });
    const submit = within(card).getByRole('button', { name: 'Record decision' });
    await userEvent.click(submit);
    expect(within(card).getByRole('alert')).toHaveTextContent('Write a note for the audit log.');
    const note = within(card).getByLabelText('Note for the audit log');
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    await userEvent.click(within(card).getByRole('radio', { name: 'Suspend' }));
    await userEvent.selectOptions(within(card).getByLabelText('Suspend for'), 'For good');
    await userEvent.type(within(card).getByLabelText('Note for the audit log'), ' Threats  ');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(posted).toEqual([
        {
          path: `/api/admin/reports/${report.id}/decision`,
          body: { decision: 'suspend', note: 'Threats', days: null },
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /Reports to review/ })).toHaveFocus(),
    );
  });

  it('keeps the note and says why when the server refuses the decision', async () => {
    stubAdminApi(() =>
      errorResponse(
        'moderation.person_gone',
        'The reported account has been deleted: the report can only be dismissed.',
      ),
    );
    renderAdmin();
    const card = await screen.findByRole('article', { name: /ada/ });
    await userEvent.click(within(card).getByRole('radio', { name: 'Warn by e-mail' }));
    await userEvent.type(within(card).getByLabelText('Note for the audit log'), 'Second time');
    await userEvent.click(within(card).getByRole('button', { name: 'Record decision' }));
    expect(
      await within(card).findByText(/The reported account has been deleted/),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText('Note for the audit log')).toHaveValue('Second time');
  });

  it('lifts a suspension with a note, asked once more', async () => {
    await preloadDialogs();
    const { posted } = stubAdminApi();
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Lift suspension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the suspension?' });
    expect(within(dialog).getByText('dan can sign in again at once.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Note for the audit log'), 'Appeal upheld');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: '/api/admin/suspensions/user-dan/end', body: { note: 'Appeal upheld' } },
      ]),
    );
  });
});
