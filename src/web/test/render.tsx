import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import {
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { ToastProvider } from '../components/ui/toast.tsx';

/**
 * Renders a route table in memory at `path` (a URL or a location with state), with the app's
 * providers. `strict` mounts it under StrictMode as the app does, so effects run twice.
 */
export function renderRoutes(routes: RouteObject[], path: InitialEntry, { strict = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, queryClient, ...view };
}
