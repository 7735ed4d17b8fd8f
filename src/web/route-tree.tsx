import { Suspense } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './components/ui/route-error-boundary.tsx';
import { AppLoading, NavigationProgress } from './components/ui/route-loading.tsx';
import { preloadMatches } from './lib/lazy-route.ts';
import { RouteErrorPage } from './pages/route-error-page.tsx';

function MatchedRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  preloadMatches(routes, location);
  return useRoutes(routes, location);
}

/**
 * The page a route table gives the current location: the loading screen until its code first
 * arrives, then, as the router renders each navigation in a transition, the current page with a
 * bar along the top while the next page's code loads; the error page when one fails.
 */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  return (
    <RouteErrorBoundary fallback={<RouteErrorPage />}>
      <Suspense fallback={<AppLoading />}>
        <NavigationProgress />
        <MatchedRoutes routes={routes} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
