// The built server's entry point (dist/server/main.js). It runs the bundled server beside it
// through V8's code cache: compiling the bundle's megabytes of JavaScript took longer than the
// rest of a start but opening the database, and the cache, kept per bundle, makes every start
// after the first skip it.
import { isAscii } from 'node:buffer';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';
import { codeCacheFile } from './code-cache.ts';

interface ServerModule {
  exports: {
    /** Settles once the server answers and its background work runs: whether it started. */
    started?: Promise<boolean>;
  };
}

type CommonJsWrapper = (
  exports: ServerModule['exports'],
  require: NodeJS.Require,
  module: ServerModule,
  filename: string,
  dirname: string,
) => void;

const folder = import.meta.dirname;
const bundle = path.join(folder, 'server.cjs');

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The cache only saves time: where dist/ is read-only, the server starts without one. */
function writeQuietly(file: string, data: Buffer) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
}

const bytes = readFileSync(bundle);
// esbuild writes ASCII, which reads several times faster as latin1 than as UTF-8.
const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
const cacheFile = codeCacheFile(folder, bytes);
const cachedData = readIfThere(cacheFile);
const script = new Script(
  `(function (exports, require, module, __filename, __dirname) {\n${source}\n})`,
  { filename: bundle, lineOffset: -1, cachedData },
);
const run: CommonJsWrapper = script.runInThisContext();
const server: ServerModule = { exports: {} };
run(server.exports, createRequire(bundle), server, bundle, folder);

if (cachedData === undefined || script.cachedDataRejected === true) {
  // Taken once the server runs, so the cache holds the functions a start compiles, not only the
  // outermost code.
  void server.exports.started
    ?.then((started) => {
      if (started) writeQuietly(cacheFile, script.createCachedData());
    })
    // The cache only saves time: failing to make one must not stop a running server.
    .catch(() => {});
}
