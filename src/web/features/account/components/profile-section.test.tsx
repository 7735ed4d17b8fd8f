import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../../lib/auth-client.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { resetAuthClientMock } from '../../../test/auth-client-mock.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProfileSection } from './profile-section.tsx';

vi.mock('../../../lib/auth-client.ts', () => import('../../../test/auth-client-mock.ts'));

const profile = {
  id: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  username: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  hasPassword: true,
  admin: false,
};

function renderSection() {
  return renderRoutes(
    [
      { path: '/settings', element: <ProfileSection /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/settings',
  );
}

describe('ProfileSection', () => {
  beforeEach(() => {
    resetAuthClientMock();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the e-mail read-only and the username and names editable', async () => {
    stubFetch((url) => (url === '/api/me' ? jsonResponse(200, profile) : undefined));
    renderSection();

    expect(await screen.findByLabelText('Username')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('readonly');
  });

  it('saves the names and confirms it', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url !== '/api/me') return undefined;
      if (init?.method === 'PATCH') {
        return jsonResponse(200, { ...profile, lastName: 'Lovelace' });
      }
      return jsonResponse(200, profile);
    });
    renderSection();

    await userEvent.type(await screen.findByLabelText('Last name'), 'Lovelace{Enter}');

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    // The side bar's names come from the session, so it is refreshed.
    expect(loadSession).toHaveBeenCalled();
  });

  it('does not save the profile when the change-email dialog is submitted', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/me' ? jsonResponse(200, profile) : undefined,
    );
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Change Email' }));
    await userEvent.type(screen.getByLabelText('New email'), 'new@example.com{Enter}');

    expect(
      await screen.findByText('Check your new email address to confirm the change.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('says so when saving fails, keeping the input', async () => {
    stubFetch((url, init) => {
      if (url !== '/api/me') return undefined;
      if (init?.method === 'PATCH') {
        return errorResponse('server.internal', 'Oops');
      }
      return jsonResponse(200, profile);
    });
    renderSection();

    await userEvent.type(await screen.findByLabelText('Last name'), 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
  });

  it('asks a signed-out visitor to log in', async () => {
    stubFetch(() => errorResponse('auth.unauthorized', 'No'));
    renderSection();

    expect(await screen.findByText('Please log in to manage your settings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('changes the username under the shared rule, and says when another account has it', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url !== '/api/me') return undefined;
      if (init?.method !== 'PATCH') return jsonResponse(200, profile);
      const body = JSON.parse(String(init.body));
      if (body.username === 'taken') {
        return errorResponse('account.username_taken', 'That username is taken.');
      }
      return jsonResponse(200, { ...profile, username: body.username });
    });
    renderSection();
    const field = await screen.findByLabelText('Username');
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

    await userEvent.clear(field);
    await userEvent.type(field, 'ada king');
    await save();
    expect(field).toHaveAccessibleDescription(/Use 3 to 30 letters or digits/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(patches()).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'Taken');
    await save();
    expect(await screen.findByText('That username is taken. Please choose another.')).toBeVisible();
    expect(field).toHaveValue('Taken');

    await userEvent.clear(field);
    await userEvent.type(field, ' Ada.King ');
    await save();
    // The saved, lower-cased username replaces what was typed.
    await waitFor(() => expect(field).toHaveValue('ada.king'));
    expect(JSON.parse(String(patches().at(-1)?.[1]?.body))).toEqual({
      username: 'ada.king',
      firstName: 'Ada',
      lastName: '',
    });
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
