import { sql } from 'drizzle-orm';
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

  it('reads dates as Date objects, alone and in arrays, in statements and scripts', async () => {
    const at = '2024-01-02 03:04:05+00';
    const statement = await handle.executeSql(
      'select $1::timestamptz as at, array[$1::timestamptz] as ats',
      [at],
    );
    const script = await handle.executeSql(`select timestamptz '${at}' as at`);
    const expected = new Date('2024-01-02T03:04:05Z');
    expect(statement.rows).toEqual([{ at: expected, ats: [expected] }]);
    expect(script.rows).toEqual([{ at: expected }]);
  });

  it('leaves the application queries reading dates as the text the database sends', async () => {
    const { rows } = await handle.db.execute(
      sql`select timestamptz '2024-01-02 03:04:05+00' at time zone 'UTC' as at`,
    );
    expect(rows).toEqual([{ at: '2024-01-02 03:04:05' }]);
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
