import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
const sandbox = mkdtempSync(path.join(tmpdir(), 'pomopal-lint-'));
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
writeFileSync(
  path.join(sandbox, 'biome.json'),
  JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }),
);

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** Lints source text placed at `file` under the project's own lint configuration. */
function lint(file: string, source: string) {
  const target = path.join(sandbox, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, source);
  const result = spawnSync(process.execPath, [biome, 'lint', file], {
    cwd: sandbox,
    encoding: 'utf8',
  });
  rmSync(target);
  return `${result.stdout}${result.stderr}`;
}

// Each case starts Biome afresh, which takes seconds on a busy machine.
describe('package boundaries (enforced by Biome)', { timeout: 30_000 }, () => {
  it.each([
    [
      'src/shared/domain/x.ts',
      "import { a } from '../../server/config.ts';\nexport const b = a;\n",
    ],
    [
      'src/shared/domain/x.ts',
      "import { a } from '../../web/lib/api-client.ts';\nexport const b = a;\n",
    ],
    [
      'src/shared/domain/x.ts',
      "import { readFileSync } from 'node:fs';\nexport const b = readFileSync;\n",
    ],
    ['src/web/lib/x.ts', "import { a } from '../../server/config.ts';\nexport const b = a;\n"],
    ['src/shared/x.schemas.ts', "import { z } from 'zod';\nexport const b = z;\n"],
    ['src/web/lib/x.ts', "import { z } from 'zod';\nexport const b = z;\n"],
  ])('refuses, in %s: %s', (file, source) => {
    expect(lint(file, source)).toContain('noRestrictedImports');
  });

  it.each([
    ['src/shared/zod.ts', "import { config } from 'zod/mini';\nexport const b = config;\n"],
    ['src/web/lib/x.ts', "import { a } from '../../shared/errors.ts';\nexport const b = a;\n"],
    [
      'src/web/features/tasks/api.ts',
      "import { a } from '../../lib/api-client.ts';\nexport const b = a;\n",
    ],
    [
      'src/web/features/tasks/components/list.tsx',
      "import { a } from '../api.ts';\nimport { c } from '../../../lib/api-client.ts';\nexport const b = [a, c];\n",
    ],
  ])('allows, in %s: %s', (file, source) => {
    const output = lint(file, source);
    expect(output).toContain('Checked 1 file');
    expect(output).not.toContain('noRestrictedImports');
  });
});
