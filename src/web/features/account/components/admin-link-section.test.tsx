import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../../shared/account.schemas.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminLinkSection } from './admin-link-section.tsx';

const profile = (admin: boolean): Profile => ({
  id: 'u1',
  email: 'grace@example.com',
  emailVerified: true,
  username: 'grace',
  firstName: 'Grace',
  lastName: null,
  hasPassword: true,
  admin,
});

const renderSection = () =>
  renderRoutes(
    [
      {
        path: '/settings',
        element: (
          <>
            <h1>Settings</h1>
            <AdminLinkSection />
          </>
        ),
      },
      { path: '/admin', element: <p>The admin page</p> },
    ],
    '/settings',
  );

describe('AdminLinkSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leads an admin to the admin page', async () => {
    stubFetch((url) => (url === '/api/me' ? jsonResponse(200, profile(true)) : undefined));
    renderSection();
    await userEvent.click(await screen.findByRole('link', { name: 'Open the admin page' }));
    expect(await screen.findByText('The admin page')).toBeInTheDocument();
  });

  it('shows nothing to anyone else', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/me' ? jsonResponse(200, profile(false)) : undefined,
    );
    renderSection();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Administration' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });
});
