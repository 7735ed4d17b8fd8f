import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { routes } from './router.tsx';
import { renderRoutes } from './test/render.tsx';

// What the browser does when a page's chunk is gone (a deploy replaced it) or the network is.
vi.mock('./pages/privacy-page.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('offers a reload, not a blank page, when a page cannot load', async () => {
  renderRoutes(routes, '/privacy');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
});
