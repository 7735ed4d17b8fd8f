import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isLazyRoute } from '../src/web/lib/lazy-route.ts';
import { routes } from '../src/web/router.tsx';

const root = path.resolve(import.meta.dirname, '..');
const APP_SHELL = 'src/web/components/ui/app-layout.tsx';

// A static import or re-export (not `import type`, not `import()`), or a bare `import '...'`.
const STATIC_IMPORTS = [
  /^\s*(?:import|export)\s+(?!type\b)[\w$*{},\s]*?\bfrom\s*'([^']+)'/gm,
  /^\s*import\s*'([^']+)'/gm,
];

/**
 * The module a lazy route loads, read from its `import('...')`. Vitest runs the router with its
 * imports rewritten (`__vite_ssr_dynamic_import__('/src/web/...')`), paths from the project's root.
 */
function lazyModule(route: RouteObject): string | null {
  if (!isLazyRoute(route.Component)) return null;
  const specifier = /import_*\(\s*["'`]([^"'`]+)["'`]/.exec(String(route.Component.load))?.[1];
  if (!specifier) return null;
  return specifier.startsWith('/') ? specifier.slice(1) : path.posix.join('src/web', specifier);
}

/** The lazy modules of the signed-in app: its shell, and every layout and page inside it. */
function signedInModules(tree: RouteObject[], inside = false): string[] {
  return tree.flatMap((route) => {
    const module = lazyModule(route);
    const here = inside || module === APP_SHELL;
    return [...(here && module ? [module] : []), ...signedInModules(route.children ?? [], here)];
  });
}

/** Why `specifier`, imported by `file`, is zod or one of the schemas; null when it is neither. */
function schemaImport(file: string, specifier: string): string | null {
  if (specifier === 'zod' || specifier.startsWith('zod/')) return specifier;
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.join(path.posix.dirname(file), specifier);
  return /^src\/shared\/(?:zod|[\w-]+\.schemas)\.ts$/.test(target) ? target : null;
}

/** Each path by which a start module statically reaches zod or a schema module. */
function schemaPaths(starts: string[]): string[] {
  const found: string[] = [];
  const via = new Map<string, string | null>(starts.map((start) => [start, null]));
  const queue = [...starts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const pattern of STATIC_IMPORTS) {
      for (const [, specifier = ''] of text.matchAll(pattern)) {
        const schema = schemaImport(file, specifier);
        const chain = [file];
        for (let step = via.get(file); step; step = via.get(step)) chain.unshift(step);
        if (schema) found.push([...chain, schema].join(' > '));
        if (schema || !specifier.startsWith('.')) continue;
        const target = path.posix.join(path.posix.dirname(file), specifier);
        if (via.has(target)) continue;
        via.set(target, file);
        queue.push(target);
      }
    }
  }
  return found;
}

describe("the signed-in pages' first download", () => {
  it('holds neither zod nor the shared schemas: they load beside the page', () => {
    const starts = ['src/web/main.tsx', ...signedInModules(routes)];
    expect(starts).toContain(APP_SHELL);
    expect(starts).toContain('src/web/pages/dashboard-page.tsx');
    expect(schemaPaths(starts)).toEqual([]);
  });
});

/** Every project file the start modules reach by static imports, themselves included. */
function staticallyReached(starts: string[]): Set<string> {
  const reached = new Set(starts);
  const queue = [...starts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const pattern of STATIC_IMPORTS) {
      for (const [, specifier = ''] of text.matchAll(pattern)) {
        if (!specifier.startsWith('.')) continue;
        const target = path.posix.join(path.posix.dirname(file), specifier);
        if (reached.has(target)) continue;
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return reached;
}

const ADMIN_PAGE = 'src/web/pages/admin-page.tsx';

describe('the admin page', () => {
  it("is in no other page's download: its code is fetched only when /admin opens", () => {
    const pages = signedInModules(routes);
    expect(pages).toContain(ADMIN_PAGE);
    const others = pages.filter((module) => module !== ADMIN_PAGE);
    const reached = [...staticallyReached(['src/web/main.tsx', ...others])];
    // Reached through the pages' imports, not listed among them: the walk follows imports.
    expect(reached).toContain('src/web/components/ui/settings-card.tsx');
    expect(
      reached.filter(
        (file) => file === ADMIN_PAGE || file.startsWith('src/web/features/moderation/'),
      ),
    ).toEqual([]);
  });
});
