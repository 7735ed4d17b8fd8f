import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm run bench` runs every benchmark; `npm run bench -- NAME` runs bench/NAME.bench.ts.
 * Each benchmark prints its figures as ratios to a baseline measured in the same run, so results
 * compare across machines.
 */
const wanted = process.argv.slice(2);
const available = (await readdir(import.meta.dirname))
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''));
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Available: ${available.join(', ')}.`);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : available) {
  console.log(`\n# ${name}`);
  const module: { run(): Promise<void> } = await import(
    pathToFileURL(path.join(import.meta.dirname, `${name}.bench.ts`)).href
  );
  await module.run();
}
