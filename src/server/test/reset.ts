import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import * as schema from '../schema.ts';

const tableNames = Object.values(schema).flatMap((value: unknown) =>
  is(value, PgTable) ? [`"${getTableName(value)}"`] : [],
);

/** Empties every table, so each test starts from its own seed. */
export async function resetDatabase(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate table ${tableNames.join(', ')} cascade`));
}
