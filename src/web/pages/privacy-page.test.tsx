import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../lib/auth-client.ts';
import { resetAuthClientMock } from '../test/auth-client-mock.ts';
import { pending, signedIn, signedOut } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { PrivacyPage } from './privacy-page.tsx';

vi.mock('../lib/auth-client.ts', () => import('../test/auth-client-mock.ts'));

const renderPage = () => renderRoutes([{ path: '/privacy', element: <PrivacyPage /> }], '/privacy');

describe('PrivacyPage', () => {
  beforeEach(() => {
    resetAuthClientMock();
  });

  it('leads a signed-out visitor back to sign in', () => {
    vi.mocked(useAuth).mockReturnValue(signedOut);
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('leads a signed-in user back to their tasks, not to sign in', () => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to My Tasks' })).toHaveAttribute(
      'href',
      '/my-tasks',
    );
    expect(screen.queryByRole('link', { name: 'Back to sign in' })).not.toBeInTheDocument();
  });

  it('offers no way back until it knows which', () => {
    vi.mocked(useAuth).mockReturnValue(pending);
    renderPage();
    expect(screen.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();
  });
});
