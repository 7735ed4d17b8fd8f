// The npm registry this project installs from does not carry every platform build of every
// package, so `npm install` leaves those optional builds out of package-lock.json, and `npm ci`
// then refuses the lock file. This adds the missing entries, marked optional with the platform
// they are for, so `npm ci` skips them everywhere but on that platform.
// Run it after any `npm install` that changes the lock file: `npm run lock:complete`.
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM_PARTS = ['android', 'darwin', 'win32', 'freebsd', 'linux', 'openbsd', 'sunos'];
const CPU_PARTS = ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'riscv64', 'ppc64', 's390x'];

export function missingOptionalEntries(lock) {
  const packages = lock.packages ?? {};
  const missing = {};
  for (const meta of Object.values(packages)) {
    for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      if (!(key in packages) && !(key in missing)) missing[key] = platformEntry(name, version);
    }
  }
  return missing;
}

function platformEntry(name, version) {
  const parts = name.split('/').pop().split('-');
  const entry = { version, optional: true };
  const cpu = CPU_PARTS.find((part) => parts.includes(part));
  const os = PLATFORM_PARTS.find((part) => parts.includes(part));
  if (cpu) entry.cpu = [cpu];
  if (os && cpu !== 'wasm32') entry.os = [os];
  if (parts.includes('musl')) entry.libc = ['musl'];
  return entry;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = new URL('../package-lock.json', import.meta.url);
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const missing = missingOptionalEntries(lock);
  const sorted = Object.entries({ ...lock.packages, ...missing }).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  );
  lock.packages = Object.fromEntries(sorted);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `Added ${Object.keys(missing).length} optional platform entries to package-lock.json.`,
  );
}
