import { type ComponentType, type LazyExoticComponent, lazy, useSyncExternalStore } from 'react';
import { type Location, matchRoutes, type RouteObject } from 'react-router';

/** A route's layout or page whose code is a chunk of its own, fetched when the route first matches. */
export interface LazyRouteComponent extends LazyExoticComponent<ComponentType> {
  /** Starts fetching the chunk, once. */
  preload(): Promise<unknown>;
  /** The chunk's import; the bundle benchmark reads which module it names. */
  readonly load: () => Promise<ComponentType>;
}

let chunksLoading = 0;
const listeners = new Set<() => void>();

/**
 * Counts a chunk in while it loads. The count changes in a microtask: loads start while React
 * renders, and a component must not be told to render again from inside another's render.
 */
function countWhileLoading<T>(loading: Promise<T>): Promise<T> {
  const change = (by: number) => () =>
    queueMicrotask(() => {
      chunksLoading += by;
      for (const listener of listeners) listener();
    });
  change(1)();
  loading.then(change(-1), change(-1));
  return loading;
}

export function lazyRoute(load: () => Promise<ComponentType>): LazyRouteComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= countWhileLoading(load().then((Component) => ({ default: Component })));
    return loading;
  };
  return Object.assign(lazy(preload), { preload, load });
}

export function isLazyRoute(component: unknown): component is LazyRouteComponent {
  return typeof component === 'object' && component !== null && 'preload' in component;
}

/**
 * Starts fetching the chunks of every route a location matches, all at once: a page inside three
 * lazy layouts would otherwise wait for each layout to load and render before its own fetch.
 * A chunk that fails is reported where the route renders it, not here.
 */
export function preloadMatches(routes: RouteObject[], location: Location): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (isLazyRoute(route.Component)) route.Component.preload().catch(() => undefined);
  }
}

/** Whether some route's code is on its way. */
export function useRouteCodeLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => chunksLoading > 0,
  );
}
