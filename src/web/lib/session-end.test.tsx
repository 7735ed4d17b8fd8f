import { onlineManager } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { get } from 'idb-keyval';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '../test/fixtures.ts';
import { api } from './api-client.ts';
import {
  loadAuthClient,
  loadSession,
  signOut,
  signOutWith,
  useAuth,
  useSessionEnded,
} from './auth-client.ts';
import { readDraft, writeDraft } from './drafts.ts';
import { keepOfflineData, offlineCacheKey } from './offline/persistence.ts';
import { taskChange } from './offline/task-changes.ts';
import { queryClient } from './query-client.ts';
import { registerSignOutGuard } from './sign-out-guard.ts';
import { hasVideoTermsFlag, setVideoTermsFlag } from './video-terms-flag.ts';

function Probe() {
  const { user } = useAuth();
  const ended = useSessionEnded();
  return (
    <p>
      {user ? 'signed in' : 'signed out'}, {ended ? 'session ended' : 'no ending'}
    </p>
  );
}

// better-auth's client keeps the `fetch` it finds when it is created, so the stand-in server is in
// place before the modules load.
const server = vi.hoisted(() => {
  const state: { ended: boolean; session: unknown; deletion: 'accepted' | 'wrong_password' } = {
    ended: false,
    session: null,
    deletion: 'accepted',
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const unauthorized = () =>
    json(401, { statusCode: 401, code: 'auth.unauthorized', message: 'Please sign in first.' });
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/auth/get-session') return json(200, state.ended ? null : state.session);
    if (path === '/api/auth/sign-out') {
      state.ended = true;
      return json(200, { success: true });
    }
    if (path === '/api/tasks') return state.ended ? unauthorized() : json(200, []);
    if (path === '/api/me/deletion') {
      if (state.ended) return unauthorized();
      if (state.deletion === 'wrong_password') {
        return json(403, {
          statusCode: 403,
          code: 'account.wrong_password',
          message: 'That password is not right. Please try again.',
        });
      }
      // Accepted: every session of the account ends, this tab's among them.
      state.ended = true;
      return new Response(null, { status: 204 });
    }
    if (path === '/api/auth/change-email') return unauthorized();
    return json(404, {});
  };
  return state;
});

// One flow, in order: the module keeps the tab's session state, as the page does.
describe('a session that ends while the tab is open', () => {
  beforeEach(() => {
    server.ended = false;
    server.session = makeSession();
    server.deletion = 'accepted';
  });

  it('signs the tab out on a refused request, says so, and keeps the drafts', async () => {
    render(<Probe />);
    await screen.findByText('signed in, no ending');
    queryClient.setQueryData(['tasks'], ['private']);
    writeDraft('u1', 'quick-add', 'Half a thought');

    // A request that succeeds changes nothing.
    await act(() => api.get('/tasks'));
    expect(screen.getByText('signed in, no ending')).toBeInTheDocument();

    server.ended = true;
    await act(() => expect(api.get('/tasks')).rejects.toMatchObject({ code: 'auth.unauthorized' }));

    expect(screen.getByText('signed out, session ended')).toBeInTheDocument();
    // Once what the device keeps for the user has stopped being written.
    await waitFor(() => expect(queryClient.getQueryData(['tasks'])).toBeUndefined());
    expect(readDraft('u1', 'quick-add')).toBe('Half a thought');
  });

  it('forgets the ending at the next sign-in', async () => {
    render(<Probe />);
    await act(() => loadSession());
    expect(screen.getByText('signed in, no ending')).toBeInTheDocument();
  });

  it('hears of it from a sign-in call too', async () => {
    render(<Probe />);
    await act(() => loadSession());
    const authClient = await loadAuthClient();
    await act(() => authClient.changeEmail({ newEmail: 'new@example.com' }));
    expect(screen.getByText('signed out, session ended')).toBeInTheDocument();
  });

  it('hears of it when another tab of this browser signs out', async () => {
    render(<Probe />);
    await act(() => loadSession());
    expect(screen.getByText('signed in, no ending')).toBeInTheDocument();

    server.ended = true;
    const otherTab = new BroadcastChannel('pomopal.session');
    otherTab.postMessage('changed');
    otherTab.close();

    expect(await screen.findByText('signed out, session ended')).toBeInTheDocument();
  });

  it('takes the user’s own Logout for what it is, and deletes their drafts, flags and timer', async () => {
    render(<Probe />);
    await act(() => loadSession());
    writeDraft('u1', 'quick-add', 'Half a thought');
    setVideoTermsFlag('u1', 1);

    const forgetTimer = vi.fn();
    const unregister = registerSignOutGuard({
      runningSession: () => null,
      stopSession: async () => true,
      forget: forgetTimer,
    });

    await act(() => signOut());
    unregister();

    expect(screen.getByText('signed out, no ending')).toBeInTheDocument();
    expect(forgetTimer).toHaveBeenCalledOnce();
    expect(readDraft('u1', 'quick-add')).toBeUndefined();
    expect(hasVideoTermsFlag('u1', 1)).toBe(false);
  });

  it('keeps the changes waiting on the device for the next sign-in, off the screen', async () => {
    render(<Probe />);
    await act(() => loadSession());
    await keepOfflineData(queryClient, 'u1');
    onlineManager.setOnline(false);
    try {
      const change = queryClient.getMutationCache().build(queryClient, taskChange('complete'));
      void change.execute({ id: 't1', completed: true }).catch(() => undefined);
      const keptChanges = async () =>
        (await get<{ client: { clientState: { mutations: unknown[] } } }>(offlineCacheKey('u1')))
          ?.client.clientState.mutations.length;
      await vi.waitFor(async () => expect(await keptChanges()).toBe(1));

      server.ended = true;
      await act(() =>
        expect(api.get('/tasks')).rejects.toMatchObject({ code: 'auth.unauthorized' }),
      );

      await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0));
      expect(await keptChanges()).toBe(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('clears the device as Logout does once its account is deleted, whatever the tab hears meanwhile', async () => {
    render(<Probe />);
    await act(() => loadSession());
    await keepOfflineData(queryClient, 'u1');
    queryClient.setQueryData(['tasks'], ['private']);
    await vi.waitFor(async () => expect(await get(offlineCacheKey('u1'))).toBeDefined());
    writeDraft('u1', 'quick-add', 'Half a thought');
    const forgetTimer = vi.fn();
    const unregister = registerSignOutGuard({
      runningSession: () => null,
      stopSession: async () => true,
      forget: forgetTimer,
    });

    await act(() =>
      signOutWith(async () => {
        await api.post('/me/deletion', { confirmation: 'DELETE', password: 'secret-pw' });
        // The server ended the session: a request of the page is refused before the tab is done.
        await expect(api.get('/tasks')).rejects.toMatchObject({ code: 'auth.unauthorized' });
      }),
    );
    unregister();

    // Not an ending to come back from: nothing of the account is kept for the next sign-in.
    expect(screen.getByText('signed out, no ending')).toBeInTheDocument();
    expect(await get(offlineCacheKey('u1'))).toBeUndefined();
    expect(readDraft('u1', 'quick-add')).toBeUndefined();
    expect(forgetTimer).toHaveBeenCalledOnce();
  });

  it('keeps the tab signed in when the deletion is refused, and signs it out when the session had ended', async () => {
    render(<Probe />);
    await act(() => loadSession());
    writeDraft('u1', 'quick-add', 'Half a thought');
    const deleteAccount = () =>
      signOutWith(async () => {
        await api.post('/me/deletion', { confirmation: 'DELETE', password: 'wrong' });
      });

    server.deletion = 'wrong_password';
    await act(() =>
      expect(deleteAccount()).rejects.toMatchObject({ code: 'account.wrong_password' }),
    );
    expect(screen.getByText('signed in, no ending')).toBeInTheDocument();
    expect(readDraft('u1', 'quick-add')).toBe('Half a thought');

    server.ended = true;
    await act(() => expect(deleteAccount()).rejects.toMatchObject({ code: 'auth.unauthorized' }));
    expect(screen.getByText('signed out, session ended')).toBeInTheDocument();
  });
});
