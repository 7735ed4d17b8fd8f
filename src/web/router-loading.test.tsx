import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { routes } from './router.tsx';
import { renderRoutes } from './test/render.tsx';

vi.mock('./lib/auth-client.ts', () => import('./test/auth-client-mock.ts'));

const PAGE_LOAD = { timeout: 5000 };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// In a file of their own: once a page's code has arrived, opening it again shows it at once.
it('shows a loading status until the first page code arrives, then the page alone', async () => {
  renderRoutes(routes, '/privacy');

  expect(screen.getByRole('status')).toHaveTextContent('Loading Pomopal...');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, PAGE_LOAD),
  ).toBeInTheDocument();
  expect(screen.queryByText('Loading Pomopal...')).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();

  // A later page: the current one stays, with a bar, until the next one's code is there.
  await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
  expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Pomopal' }, PAGE_LOAD),
  ).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  expect(screen.queryByText('Loading Pomopal...')).not.toBeInTheDocument();
});
