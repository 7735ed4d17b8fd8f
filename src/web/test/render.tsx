import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, useLayoutEffect } from 'react';
import {
  type InitialEntry,
  type Location,
  MemoryRouter,
  NavigationType,
  type RouteObject,
  useLocation,
  useNavigationType,
} from 'react-router';
import { ToastProvider } from '../components/ui/toast.tsx';
import { RouteTree } from '../route-tree.tsx';

/** Where the rendered routes are: the location on screen and how it was reached. */
export interface RenderedRouter {
  state: { location: Location; historyAction: NavigationType };
}

function LocationProbe({ router }: { router: RenderedRouter }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => {
    router.state = { location, historyAction };
  });
  return null;
}

/**
 * Renders a route table in memory at `path` (a URL or a location with state), with the app's
 * providers. `strict` mounts it under StrictMode as the app does, so effects run twice.
 */
export function renderRoutes(routes: RouteObject[], path: InitialEntry, { strict = false } = {}) {
  const router: RenderedRouter = {
    state: {
      location: { pathname: '', search: '', hash: '', state: null, key: '' },
      historyAction: NavigationType.Pop,
    },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <RouteTree routes={routes} />
          <LocationProbe router={router} />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, queryClient, ...view };
}
