import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { expect, it, vi } from 'vitest';
import { lazyRoute, preloadMatches } from './lazy-route.ts';

const never = () => new Promise<ComponentType>(() => {});

it('fetches the code of every route a location matches at once, each once', () => {
  const loads = { layout: vi.fn(never), page: vi.fn(never), other: vi.fn(never) };
  const routes: RouteObject[] = [
    {
      Component: lazyRoute(loads.layout),
      children: [
        { path: 'page', Component: lazyRoute(loads.page) },
        { path: 'other', Component: lazyRoute(loads.other) },
      ],
    },
  ];
  const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: 'k' });

  preloadMatches(routes, at('/page'));
  preloadMatches(routes, at('/page'));

  expect(loads.layout).toHaveBeenCalledOnce();
  expect(loads.page).toHaveBeenCalledOnce();
  expect(loads.other).not.toHaveBeenCalled();
});
