// Builds the web app and the server into dist/ without disturbing a server that is running from
// it: the web app is built into a fresh folder and swapped in at once, and the hashed files of
// the builds before stay beside the new ones for a while, so a page loaded before the swap can
// still fetch what it asks for.
// `node tooling/build.mjs --if-changed` skips the build when nothing it is built from changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const web = path.join(dist, 'web');
const stamp = path.join(dist, 'build-inputs.sha256');
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'tooling/build.mjs',
];
/** Text the browser fetches; source maps are left as they are (only developer tools read them). */
const COMPRESSIBLE = /\.(?:js|css|html|svg)$/;
/** How long the hashed files of an earlier build stay available to pages loaded before it. */
const KEEP_OLD_ASSETS_MS = 7 * 24 * 60 * 60 * 1000;

function filesUnder(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true })
    .map((name) => path.join(entry, name))
    .filter((name) => statSync(path.join(root, name)).isFile())
    .sort();
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function run(bin, args, env = process.env) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', '.bin', bin), ...args],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Writes a brotli and a gzip copy beside each text file of the build, which the server sends to
 * clients that accept them: compressed once here, at the highest levels, rather than per request.
 */
function compressTextFiles(folder) {
  for (const name of readdirSync(folder, { recursive: true })) {
    const file = path.join(folder, name);
    if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  }
}

function buildWeb() {
  const name = `web-${Date.now().toString(36)}-${process.pid}`;
  const target = path.join(dist, name);
  // A build started from a test run inherits NODE_ENV=test, which would bundle React's
  // development build: the web app is always built for production.
  run('vite', ['build', '--outDir', target, '--emptyOutDir'], {
    ...process.env,
    NODE_ENV: 'production',
  });
  compressTextFiles(target);
  const previousAssets = path.join(web, 'assets');
  if (existsSync(previousAssets)) {
    const now = Date.now();
    for (const file of readdirSync(previousAssets)) {
      const from = path.join(previousAssets, file);
      const to = path.join(target, 'assets', file);
      if (!existsSync(to) && now - statSync(from).mtimeMs < KEEP_OLD_ASSETS_MS) {
        cpSync(from, to, { preserveTimestamps: true });
      }
    }
  }
  // dist/web is a link to the current build; renaming a new link over it swaps in one step, so
  // a running server finds either the old build or the new one, never none.
  if (existsSync(web) && !lstatSync(web).isSymbolicLink()) {
    renameSync(web, path.join(dist, `web-before-links-${process.pid}`));
  }
  const link = path.join(dist, `web-link-${process.pid}`);
  symlinkSync(name, link, 'junction');
  renameSync(link, web);
  const current = path.basename(realpathSync(web));
  for (const entry of readdirSync(dist)) {
    if (entry.startsWith('web-') && entry !== current && entry !== name) {
      rmSync(path.join(dist, entry), { recursive: true, force: true });
    }
  }
}

/**
 * Packages the server must load from node_modules: PGlite finds its WebAssembly files beside its
 * own module, argon2 is a native addon, and pg-native is an optional addon `pg` asks for.
 */
const SERVER_EXTERNALS = ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native'];

/** Writes each file under a temporary name first, so a server starting now reads a whole one. */
function writeAtomically(files) {
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

/**
 * The server and its dependencies bundled into one CommonJS file, `server.cjs`, and the entry
 * point `main.js` that runs it through V8's code cache (src/server/boot.ts): a start then reads
 * one file rather than resolving some 1,500 modules, and compiles it only the first time (Node 20
 * caches compiled code for CommonJS, not for ES modules). Dynamic imports become `require`s, as
 * the cached script cannot import; the sources' `import.meta.url` becomes the bundle's own URL;
 * strict mode stays on, as it was for the ES modules. The type checker (`npm run typecheck`)
 * checks the sources; this only builds. A running server has its whole bundle loaded, so the
 * files of earlier builds, their code caches among them, go at once.
 */
function buildServer() {
  const out = path.join(dist, 'server');
  mkdirSync(out, { recursive: true });
  const common = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    target: 'node20',
    minifyWhitespace: true,
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
  };
  const server = buildSync({
    ...common,
    entryPoints: ['src/server/main.ts'],
    outfile: path.join(out, 'server.cjs'),
    format: 'cjs',
    external: SERVER_EXTERNALS,
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': '__importMetaUrl' },
    banner: {
      js: "'use strict';const __importMetaUrl=require('node:url').pathToFileURL(__filename).href;",
    },
  });
  const entry = buildSync({
    ...common,
    entryPoints: ['src/server/boot.ts'],
    outfile: path.join(out, 'main.js'),
    format: 'esm',
  });
  const files = [...server.outputFiles, ...entry.outputFiles];
  writeAtomically(files);
  const built = new Set(files.map((file) => file.path));
  for (const name of readdirSync(out)) {
    const file = path.join(out, name);
    if (name !== 'migrations' && !built.has(file)) rmSync(file, { recursive: true, force: true });
  }
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(out, 'migrations'), {
    recursive: true,
  });
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * One build at a time in dist/: two at once would each remove the other's fresh folder. A second
 * build waits for the first (whose result may make it unneeded); a lock left by a build that
 * died is taken over.
 */
function lockBuild() {
  const lock = path.join(dist, '.build.lock');
  const waitUntil = Date.now() + 10 * 60 * 1000;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      process.once('exit', () => rmSync(lock, { force: true }));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lock, 'utf8'));
    if (!Number.isSafeInteger(holder) || !isRunning(holder)) {
      rmSync(lock, { force: true });
    } else if (Date.now() > waitUntil) {
      throw new Error(`Another build (process ${holder}) has held ${lock} for ten minutes.`);
    } else {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
}

const ifChanged = process.argv.includes('--if-changed');
const hash = inputsHash();
mkdirSync(dist, { recursive: true });
lockBuild();
const built =
  existsSync(path.join(web, 'index.html')) && existsSync(path.join(dist, 'server', 'main.js'));
if (ifChanged && built && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
  console.log('The build is up to date.');
} else {
  buildWeb();
  buildServer();
  writeFileSync(stamp, hash);
}
