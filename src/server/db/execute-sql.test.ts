import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import type { DatabaseHandle } from './client.ts';

describe.each(testDatabases())('raw SQL for the job runner on $name', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  it('runs a script and answers with its last result', async () => {
    const result = await handle.executeSql('select 1 as one; select 2 as two');
    expect(result.rows).toEqual([{ two: 2 }]);
  });

  it('leaves no transaction open after a script that fails inside its BEGIN', async () => {
    await expect(
      handle.executeSql('BEGIN; select 1; select * from no_such_table; COMMIT;'),
    ).rejects.toThrow(/no_such_table/);
    // Every later statement works, whichever connection it runs on.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await handle.executeSql('select $1::int as n', [attempt])).rows).toEqual([
        { n: attempt },
      ]);
    }
  });
});
