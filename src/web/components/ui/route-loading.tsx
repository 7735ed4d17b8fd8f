import { useRouteCodeLoading } from '../../lib/lazy-route.ts';
import { BrandMark } from './brand-mark.tsx';
import { Spinner } from './spinner.tsx';

/**
 * Shown on the first visit while the page's code arrives. It fades in only after a moment, so a
 * fast load goes straight from a blank page to the page, without a flash in between.
 */
export function AppLoading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 motion-safe:animate-delayed-fade-in"
    >
      <BrandMark className="size-12" />
      <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Spinner size="sm" className="text-brand-600" />
        Loading Pomopal...
      </span>
    </div>
  );
}

/**
 * While the next page's code loads, the current page stays and a thin bar runs along the top of
 * the window, late enough that quick navigations show nothing.
 */
export function NavigationProgress() {
  if (!useRouteCodeLoading()) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden motion-safe:animate-delayed-fade-in"
    >
      <div className="h-full w-1/3 bg-brand-600 motion-safe:animate-progress-slide" />
    </div>
  );
}
