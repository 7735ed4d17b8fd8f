import { inject } from 'vitest';
import { openAppDatabase } from '../database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { readPgliteDump } from './pglite-template.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './postgres-admin.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database owned by the caller; closing it also removes it. */
  open(): Promise<DatabaseHandle>;
}

/** The embedded database alone, for tests of what does not depend on the database. */
export const pgliteDatabase: TestDatabase = {
  name: 'pglite',
  open: async () =>
    openAppDatabase({ kind: 'pglite', dump: await readPgliteDump(inject('pgliteDump')) }),
};

function postgres(adminUrl: string, template: string): TestDatabase {
  return {
    name: 'postgres',
    open: async () => {
      const name = uniqueDatabaseName('pomopal_test');
      await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
      const handle = await openAppDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
      return {
        ...handle,
        close: async () => {
          await handle.close();
          await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
        },
      };
    },
  };
}

/** The databases server tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  return adminUrl && template ? [pgliteDatabase, postgres(adminUrl, template)] : [pgliteDatabase];
}
