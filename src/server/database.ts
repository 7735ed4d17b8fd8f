import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './db/client.ts';
import * as schema from './schema.ts';

type AppSchema = typeof schema;

declare module './db/client.ts' {
  interface Schema extends AppSchema {}
}

/** Opens Pomopal's database, typed and queried with every module's tables and relations. */
export function openAppDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return openDatabase(options, schema);
}
