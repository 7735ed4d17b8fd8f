// The architecture's import boundaries (docs/ARCHITECTURE.md), checked on resolved paths so that
// they hold at any folder depth. Biome's noRestrictedImports sees only the text of an import
// ('../../x'), which cannot tell a sibling from another feature once files nest; this resolves
// every relative import against its file and judges where it lands. Part of `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
// Static imports and re-exports (`from '...'`), bare imports (`import '...'`), dynamic imports.
const SPECIFIERS = [
  /\bfrom\s*'([^']+)'/g,
  /^\s*import\s*'([^']+)'/gm,
  /\bimport\s*\(\s*'([^']+)'\s*\)/g,
  /\bimport\s*\(\s*`([^`$]+)`\s*\)/g,
];

/** The relative specifiers a source text imports. */
export function importsOf(text) {
  const found = new Set();
  for (const pattern of SPECIFIERS) {
    for (const match of text.matchAll(pattern)) {
      if (match[1].startsWith('.')) found.add(match[1]);
    }
  }
  return [...found];
}

/** Every module's tables, assembled by the composition root. */
const SCHEMA = 'src/server/schema.ts';

/** `src/server/modules/tasks/x.ts` -> ['src', 'server', 'modules', 'tasks', 'x.ts'] */
const parts = (file) => file.split('/');

function area(file) {
  const [src, side, kind, name] = parts(file);
  if (src !== 'src') return { side: 'other' };
  if (side === 'web' && kind === 'features') return { side, feature: name };
  if (side === 'server' && kind === 'modules') return { side, module: name };
  return { side, kind };
}

/**
 * Why importing `target` from `source` (both relative to the project root, with forward slashes)
 * crosses a boundary, or null when it may.
 */
export function boundaryProblem(source, target) {
  const from = area(source);
  const to = area(target);
  const targetName = path.posix.basename(target);

  if (from.side === 'shared' && (to.side === 'server' || to.side === 'web')) {
    return 'src/shared runs in the browser and the server: it imports neither server nor web code.';
  }
  if (from.side === 'web' && to.side === 'server') {
    return 'The web never imports server code: share contracts through src/shared.';
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `The ${from.feature} feature reaches into the ${to.feature} feature: pages compose features; move what both need to src/web/components, src/web/lib or src/shared.`;
  }
  if (from.side === 'web' && (from.feature || from.kind === 'components' || from.kind === 'lib')) {
    if (to.kind === 'pages' || target === 'src/web/router.tsx') {
      return 'Features and shared web code never import pages or the router: pages compose them.';
    }
  }
  if ((from.kind === 'components' || from.kind === 'lib') && to.feature) {
    return `Shared web code (src/web/${from.kind}) depends on no feature.`;
  }
  // A test may set up any state it needs, in any module's tables.
  const isTest = /\.test\.tsx?$/.test(source);
  if (from.module && to.module && from.module !== to.module && !isTest) {
    const viaService = targetName.endsWith('.service.ts') || targetName.endsWith('.guard.ts');
    const foreignKey = source.endsWith('.table.ts') && targetName.endsWith('.table.ts');
    if (!viaService && !foreignKey) {
      return `The ${from.module} module reaches into the ${to.module} module: a module uses another only through its service (or its guard), and a table only to point a foreign key at it.`;
    }
  }
  if (from.module && target === SCHEMA && !isTest) {
    return 'A module imports its own tables, not the whole schema: each table belongs to the module that writes it.';
  }
  if (from.side === 'server' && from.kind === 'lib' && to.module) {
    return 'src/server/lib sits below the modules and imports none of them.';
  }
  const wholeSchema = target === SCHEMA || target === 'src/server/database.ts';
  if (from.side === 'server' && from.kind === 'db' && (to.module || (wholeSchema && !isTest))) {
    return 'src/server/db sits below the modules and imports none of them: the composition root hands it the schema.';
  }
  return null;
}

function sourceFiles(root, folder) {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/** Every import under `root/src` that crosses a boundary, as `file: message` lines. */
export function findBoundaryProblems(root) {
  const problems = [];
  for (const file of sourceFiles(root, 'src')) {
    for (const specifier of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const problem = boundaryProblem(file, target);
      if (problem) problems.push(`${file}: imports ${specifier}\n  ${problem}`);
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = findBoundaryProblems(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import(s) cross an architecture boundary.`);
    process.exit(1);
  }
  console.log('Import boundaries: every import stays within its architecture boundary.');
}
