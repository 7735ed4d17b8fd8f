import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaryProblem, findBoundaryProblems, importsOf } from './import-boundaries.mjs';

describe('the import boundaries of the architecture', () => {
  it.each([
    ['src/shared/domain/x.ts', 'src/server/config.ts'],
    ['src/shared/domain/x.ts', 'src/web/lib/api-client.ts'],
    ['src/web/lib/x.ts', 'src/server/config.ts'],
    ['src/web/features/tasks/api.ts', 'src/web/features/focus/api.ts'],
    ['src/web/features/tasks/components/list.tsx', 'src/web/features/focus/api.ts'],
    ['src/web/features/tasks/a/b/c/d/deep.tsx', 'src/web/features/focus/timer/x.ts'],
    ['src/web/features/tasks/components/list.tsx', 'src/web/pages/my-tasks-page.tsx'],
    ['src/web/lib/x.ts', 'src/web/features/tasks/api.ts'],
    ['src/web/components/ui/x.tsx', 'src/web/features/auth/api.ts'],
    ['src/server/modules/tasks/tasks.service.ts', 'src/server/modules/focus/focus.routes.ts'],
    [
      'src/server/modules/tasks/tasks.repository.ts',
      'src/server/modules/focus/prefs.repository.ts',
    ],
    ['src/server/modules/tasks/tasks.repository.ts', 'src/server/modules/auth/auth.table.ts'],
    ['src/server/modules/tasks/tasks.repository.ts', 'src/server/schema.ts'],
    ['src/server/lib/x.ts', 'src/server/modules/tasks/tasks.service.ts'],
    ['src/server/db/client.ts', 'src/server/modules/tasks/tasks.table.ts'],
    ['src/server/db/pglite.test.ts', 'src/server/modules/auth/auth.table.ts'],
    ['src/server/db/client.ts', 'src/server/schema.ts'],
    ['src/server/db/pglite.ts', 'src/server/database.ts'],
  ])('refuses %s importing %s', (source, target) => {
    expect(boundaryProblem(source, target)).toEqual(expect.any(String));
  });

  it.each([
    ['src/web/features/tasks/a/b/c/d/deep.tsx', 'src/web/features/tasks/api/get-tasks.ts'],
    ['src/web/features/tasks/components/list.tsx', 'src/web/lib/api-client.ts'],
    ['src/web/features/tasks/components/list.tsx', 'src/shared/tasks.schemas.ts'],
    ['src/web/pages/my-tasks-page.tsx', 'src/web/features/tasks/api/get-tasks.ts'],
    ['src/server/modules/tasks/tasks.routes.ts', 'src/server/modules/auth/auth.guard.ts'],
    ['src/server/modules/tasks/x.ts', 'src/server/modules/billing/subscriptions.service.ts'],
    ['src/server/modules/tasks/tasks.table.ts', 'src/server/modules/auth/auth.table.ts'],
    ['src/server/modules/tasks/tasks.test.ts', 'src/server/schema.ts'],
    ['src/server/db/pglite.test.ts', 'src/server/schema.ts'],
    ['src/server/schema.ts', 'src/server/modules/tasks/tasks.table.ts'],
    ['src/server/app.ts', 'src/server/modules/tasks/tasks.repository.ts'],
  ])('allows %s importing %s', (source, target) => {
    expect(boundaryProblem(source, target)).toBeNull();
  });

  it('reads static, re-exported, bare and dynamic imports, across lines', () => {
    const text = [
      "import type { A } from './a.ts';",
      'import {',
      '  b,',
      "} from '../b.ts';",
      "export * from '../../c.ts';",
      "import './d.css';",
      "const e = () => import('./e.tsx');",
      'const f = () => import(`./f.tsx`);',
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(text).sort()).toEqual([
      '../../c.ts',
      '../b.ts',
      './a.ts',
      './d.css',
      './e.tsx',
      './f.tsx',
    ]);
  });

  describe('on a project tree', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pomopal-boundaries-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };

    it('finds a feature file five levels deep reaching another feature, and nothing else', () => {
      write('src/web/features/focus/api.ts', 'export const a = 1;\n');
      write('src/web/features/tasks/api.ts', "import { a } from '../../lib/x.ts';\n");
      write(
        'src/web/features/tasks/a/b/c/d/deep.tsx',
        "import { a } from '../../../../../focus/api.ts';\nimport { b } from '../../../../api.ts';\n",
      );
      expect(findBoundaryProblems(root)).toEqual([
        expect.stringMatching(
          /^src\/web\/features\/tasks\/a\/b\/c\/d\/deep\.tsx: imports \.\.\/\.\.\/\.\.\/\.\.\/\.\.\/focus\/api\.ts\n {2}The tasks feature reaches into the focus feature/,
        ),
      ]);
    });
  });
});
