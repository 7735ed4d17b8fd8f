import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import type { Manifest } from 'vite';
import { isLazyRoute } from '../src/web/lib/lazy-route.ts';
import { routes } from '../src/web/router.tsx';
import { ensureBuild, projectRoot } from './build.ts';

const root = projectRoot;
const web = path.join(root, 'dist', 'web');
const routerFile = 'src/web/router.tsx';
const KB = 1000;
/** The budgets, in gzip bytes a route downloads before it is interactive. */
const PUBLIC_TARGET = 125 * KB;
const SIGNED_IN_TARGET = 200 * KB;
/** Routes inside this layout (the side bar) are the signed-in app; the others are public. */
const APP_SHELL = 'src/web/components/ui/app-layout.tsx';

interface RouteNeeds {
  path: string;
  /** Source modules the route loads lazily (its layouts' and its page's). */
  lazyModules: string[];
  signedIn: boolean;
}

/**
 * The module a lazy route loads, read from its `import('...')`: the route table stays the one
 * list of routes, and no page module runs in Node.
 */
function lazySource(route: RouteObject): string[] {
  if (!isLazyRoute(route.Component)) return [];
  const specifier = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(route.Component.load))?.[1];
  if (!specifier) return [];
  return [path.posix.join(path.posix.dirname(routerFile), specifier)];
}

function leafRoutes(
  tree: RouteObject[],
  parent: { path: string; lazyModules: string[] },
): RouteNeeds[] {
  return tree.flatMap((route) => {
    const here = {
      path: route.path ? path.posix.join(parent.path, route.path) : parent.path,
      lazyModules: [...parent.lazyModules, ...lazySource(route)],
    };
    if (route.children) return leafRoutes(route.children, here);
    return [{ ...here, signedIn: here.lazyModules.includes(APP_SHELL) }];
  });
}

/**
 * The manifest key of the chunk holding a module. A module that is also imported statically
 * elsewhere can share a chunk instead of having its own; that chunk's source map names it.
 */
function chunkOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const wanted = path.join(root, module);
  const key = Object.keys(manifest).find((candidate) => {
    const file = manifest[candidate]?.file;
    const map = file && path.join(web, `${file}.map`);
    if (!map || !existsSync(map)) return false;
    const { sources }: { sources: string[] } = JSON.parse(readFileSync(map, 'utf8'));
    return sources.some((source) => path.resolve(path.dirname(map), source) === wanted);
  });
  if (!key) throw new Error(`No chunk of the build holds ${module}.`);
  return key;
}

/** A chunk and every chunk it imports statically: what the browser fetches before running it. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest.`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

/** The script and style files of `chunks`: what the browser requests for them. */
function filesOf(manifest: Manifest, chunks: Set<string>): Set<string> {
  const files = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/** The precompressed copies the server sends; gzip is what the targets count. */
function compressedBytes(manifest: Manifest, chunks: Set<string>, extension: '.gz' | '.br') {
  let bytes = 0;
  for (const file of filesOf(manifest, chunks)) {
    const compressed = path.join(web, `${file}${extension}`);
    if (!existsSync(compressed)) {
      throw new Error(`${file}${extension} is missing: the build compresses every asset.`);
    }
    bytes += readFileSync(compressed).length;
  }
  return bytes;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(7);

/**
 * For each route of the router: the JS and CSS it downloads before it is interactive (the entry,
 * the lazy chunks of its layouts and page, and their static imports), in gzip bytes against
 * the targets, and in brotli bytes (what browsers get). Then what the page fetches after it
 * shows (the notifications, dialogs, the timer's dock, the task list's drag and drop, quick add's
 * date parser, the realtime client), which the target does not count, and how many files each
 * part is: on a phone's six connections at a time, many small files cost round trips.
 */
export async function run() {
  ensureBuild();
  const manifest: Manifest = JSON.parse(
    readFileSync(path.join(web, '.vite', 'manifest.json'), 'utf8'),
  );
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry.');
  const leaves = leafRoutes(routes, { path: '/', lazyModules: [] });
  const routeChunks = new Set(
    leaves.flatMap((route) => route.lazyModules.map((module) => chunkOf(manifest, module))),
  );

  const columns = ['route'.padEnd(22), 'gzip kB', ' target', ' of target', ' brotli kB'];
  console.log([...columns, ' later gzip kB', ' files first/later'].join(' '));
  for (const route of leaves) {
    const first = new Set<string>();
    for (const key of [entry, ...route.lazyModules.map((module) => chunkOf(manifest, module))]) {
      staticClosure(manifest, key, first);
    }
    const later = new Set<string>();
    for (const key of first) {
      for (const dynamic of manifest[key]?.dynamicImports ?? []) {
        if (!routeChunks.has(dynamic)) staticClosure(manifest, dynamic, later);
      }
    }
    for (const key of first) later.delete(key);

    const gzip = compressedBytes(manifest, first, '.gz');
    const target = route.signedIn ? SIGNED_IN_TARGET : PUBLIC_TARGET;
    console.log(
      [
        route.path.padEnd(22),
        kb(gzip),
        kb(target),
        `${((gzip / target) * 100).toFixed(0)}%`.padStart(10),
        kb(compressedBytes(manifest, first, '.br')).padStart(10),
        kb(compressedBytes(manifest, later, '.gz')).padStart(14),
        `${filesOf(manifest, first).size}/${filesOf(manifest, later).size}`.padStart(18),
      ].join(' '),
    );
  }
}
