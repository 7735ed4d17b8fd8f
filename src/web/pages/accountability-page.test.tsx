import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_TO_FIND_PARTNER,
  SEARCH_CANCELLED,
  TERMS_REQUIRED,
  VIDEO_TERMS_VERSION,
} from '../../shared/domain/accountability.ts';
import { ACCOUNTABILITY_EVENTS } from '../../shared/realtime-events.ts';
import { listAnswer, makeTask } from '../features/tasks/task-fixtures.ts';
import { useAuth } from '../lib/auth-client.ts';
import { emitWithAck } from '../lib/socket.ts';
import { hasVideoTermsFlag } from '../lib/video-terms-flag.ts';
import { resetAuthClientMock } from '../test/auth-client-mock.ts';
import { jsonResponse, stubFetch } from '../test/fetch-mock.ts';
import { signedIn, signedOut } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { AccountabilityPage } from './accountability-page.tsx';

vi.mock('../lib/auth-client.ts', () => import('../test/auth-client-mock.ts'));
vi.mock('../lib/socket.ts', () => ({
  socket: { on: vi.fn(), off: vi.fn() },
  emitWithAck: vi.fn(),
}));

const goalTask = makeTask(1, { title: 'Write the report' });
const doneTask = makeTask(2, { title: 'Already done', completed: true });

function stubServer(accepted: boolean) {
  const status = (yes: boolean) => ({
    accepted: yes,
    acceptedVersion: yes ? VIDEO_TERMS_VERSION : null,
    currentVersion: VIDEO_TERMS_VERSION,
  });
  return stubFetch((url, init) => {
    if (url === '/api/accountability/terms') {
      return jsonResponse(200, status(init?.method === 'POST' ? true : accepted));
    }
    if (url === '/api/tasks') return jsonResponse(200, listAnswer([goalTask, doneTask]));
    return undefined;
  });
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/accountability', element: <AccountabilityPage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    '/accountability',
  );
}

const findButton = () => screen.findByRole('button', { name: 'Find a Video Partner Now' });

describe('AccountabilityPage', () => {
  beforeEach(() => {
    resetAuthClientMock();
    vi.mocked(emitWithAck).mockReset().mockResolvedValue({ ok: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks a signed-out visitor to log in', async () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    stubServer(false);
    renderPage();
    expect(screen.getByText(LOGIN_TO_FIND_PARTNER)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('declining the terms says they are required and does not search', async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    stubServer(false);
    renderPage();
    await userEvent.click(await findButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(TERMS_REQUIRED)).toBeInTheDocument();
    expect(emitWithAck).not.toHaveBeenCalled();
  });

  it('accepting saves the terms, sets the flag and searches with the picked goal', async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    const fetchMock = stubServer(false);
    renderPage();
    const goal = await screen.findByRole('combobox', { name: /Goal for this call/ });
    await screen.findByRole('option', { name: 'Write the report' });
    expect(screen.queryByRole('option', { name: 'Already done' })).not.toBeInTheDocument();
    await userEvent.selectOptions(goal, goalTask.id);

    await userEvent.click(await findButton());
    // jsdom lays nothing out, so the guidelines count as fitting whole: the button is enabled.
    await userEvent.click(await screen.findByRole('button', { name: 'I Accept & Continue' }));

    await waitFor(() =>
      expect(emitWithAck).toHaveBeenCalledWith(ACCOUNTABILITY_EVENTS.join, {
        goalTaskId: goalTask.id,
      }),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ version: VIDEO_TERMS_VERSION });
    expect(hasVideoTermsFlag('u1', VIDEO_TERMS_VERSION)).toBe(true);
    expect(await screen.findByRole('button', { name: 'Skip' })).toBeInTheDocument();
  });

  it('with terms accepted, searches at once; Cancel Search shows the cancellation', async () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    stubServer(true);
    renderPage();
    await screen.findByRole('option', { name: 'Write the report' });
    await waitFor(() => expect(hasVideoTermsFlag('u1', VIDEO_TERMS_VERSION)).toBe(true));
    await userEvent.click(await findButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Search' }));
    expect(await screen.findByText(SEARCH_CANCELLED)).toBeInTheDocument();
    expect(vi.mocked(emitWithAck).mock.calls.map(([event]) => event)).toEqual([
      ACCOUNTABILITY_EVENTS.join,
      ACCOUNTABILITY_EVENTS.leave,
    ]);
  });
});
