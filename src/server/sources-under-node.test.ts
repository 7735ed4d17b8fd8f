import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// Node loads rrule's UMD build, not the ES modules a bundler reads: the server's sources must run
// there too (development, the benchmarks), not only built or under the test runner.
describe('the server sources run by Node itself', () => {
  it('read repeat rules', async () => {
    const rule = fileURLToPath(new URL('../shared/domain/repeat-rule.ts', import.meta.url));
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      `const { describeRepeatRule } = await import(${JSON.stringify(rule)});
       console.log(describeRepeatRule({ rule: 'FREQ=WEEKLY;BYDAY=MO,TH', afterCompletion: false }));`,
    ]);
    expect(stdout.trim()).toBe('Every Monday and Thursday');
  });
});
