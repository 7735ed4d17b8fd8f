import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { resetAuthClientMock } from '../../../test/auth-client-mock.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AuthDebugView } from './auth-debug-view.tsx';

vi.mock('../../../lib/auth-client.ts', () => import('../../../test/auth-client-mock.ts'));

function renderAt(path: string) {
  return renderRoutes([{ path: '/auth-debug', element: <AuthDebugView /> }], path);
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('AuthDebugView', () => {
  beforeEach(() => {
    resetAuthClientMock();
  });

  it('lists the URL parameters with every secret redacted', () => {
    renderAt('/auth-debug?type=recovery&token=tok-123&code=c-9&state=s-1#access_token=at-5&x=1');
    const params = section('URL parameters');

    expect(within(params).getByText('type').nextSibling).toHaveTextContent('recovery');
    expect(within(params).getByText('x').nextSibling).toHaveTextContent('1');
    for (const name of ['token', 'code', 'state', 'access_token']) {
      expect(within(params).getByText(name).nextSibling).toHaveTextContent('[redacted]');
    }
    expect(document.body).not.toHaveTextContent(/tok-123|c-9|s-1|at-5/);
  });

  it('shows the session state without its token', () => {
    vi.mocked(useAuthSession).mockReturnValue({
      data: makeSession(),
      isPending: false,
      failed: false,
    });
    renderAt('/auth-debug');
    const session = section('Session');

    expect(session).toHaveTextContent('Signed in');
    expect(session).toHaveTextContent('u1');
    expect(session).toHaveTextContent('ada@example.com');
    expect(within(session).getByText('session expires')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('secret-session-token');
  });

  it('says when nobody is signed in', () => {
    renderAt('/auth-debug');
    expect(section('Session')).toHaveTextContent('Signed out');
    expect(screen.getByText('This address has no parameters.')).toBeInTheDocument();
  });
});
