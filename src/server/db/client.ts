import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/**
 * Every table and relation of the application. The db layer knows no module: the composition
 * root (src/server/database.ts) fills this in by declaration merging and hands the same schema
 * to `openDatabase`, so queries are typed without the db layer importing what it stores.
 */
// biome-ignore lint/suspicious/noEmptyInterface: only an interface can be merged into
export interface Schema {}

/** What both drivers return from a raw `execute`: the rows, typed by the caller. */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

interface RowsResult<Row> {
  rows: Row[];
}

export type Database = PgDatabase<RowsQueryResultHKT, Schema>;
/** A transaction's handle, as `Database.transaction` gives it to its work. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

/** A raw SQL call for libraries that bring their own queries (the job runner). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs one parameterised statement, or several statements when no values are given. */
  executeSql: ExecuteSql;
  /** Applies pending drizzle-kit migrations; safe when several servers start at once. */
  migrate(): Promise<void>;
  /**
   * The embedded database's files as a gzipped tarball, consistent as of one moment (PGlite's
   * `dumpDataDir`); PostgreSQL has pg_dump instead and leaves this unset.
   */
  dump?(): Promise<Blob>;
  /** Resolves when the database answers a trivial query in time, rejects otherwise. */
  ping(): Promise<void>;
  /** PostgreSQL's pool: connections in use and requests waiting for one (the embedded has none). */
  poolStats?(): { inUse: number; waiting: number };
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /**
   * No `dataDir` keeps the database in memory (tests); `dump` starts such a database from the
   * files of another (PGlite's `dumpDataDir`), so tests copy one migrated database.
   */
  | { kind: 'pglite'; dataDir?: string; dump?: Blob };

export function openDatabase(options: DatabaseOptions, schema: Schema): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, schema)
    : openPglite(options.dataDir, schema, options.dump);
}
