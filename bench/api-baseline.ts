import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { listWindowStatement } from '../src/server/modules/tasks/task-list.repository.ts';

/** One parameterised statement on the raw driver: PGlite's own `query`, or a `pg` pool's. */
export type RawQuery = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

/** The list statement as Drizzle writes it, and where the user's id goes among its values. */
export interface ListStatement {
  sql: string;
  params: unknown[];
  userIdIndexes: number[];
}

const SESSION_LOOKUP =
  'select user_id from "session" where token = $1 and expires_at > now() limit 1';

function userIdOf(row: unknown): string | null {
  return typeof row === 'object' &&
    row !== null &&
    'user_id' in row &&
    typeof row.user_id === 'string'
    ? row.user_id
    : null;
}

/** better-auth's cookie holds `token.signature`; the table holds the token. */
function sessionToken(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name = '', value = ''] = pair.trim().split('=');
    if (name.endsWith('session_token')) return decodeURIComponent(value).split('.')[0] ?? null;
  }
  return null;
}

/**
 * The least a server could do for the same answers, so the app's figures have a floor measured
 * in the same run: `/session` looks the cookie's session up, `/list` does that and then runs the
 * list statement, `/ping` runs `select 1`. No framework, no validation, no hooks.
 */
export async function startRawServer(query: RawQuery, list: ListStatement) {
  const server = createServer(async (request, response) => {
    try {
      if (request.url === '/ping') {
        await query('select 1', []);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        return;
      }
      const token = sessionToken(request.headers.cookie);
      const found = token ? await query(SESSION_LOOKUP, [token]) : { rows: [] };
      const userId = userIdOf(found.rows[0]);
      if (!userId) {
        response.writeHead(401).end();
        return;
      }
      let body: unknown = { userId };
      if (request.url === '/list') {
        const params = [...list.params];
        for (const index of list.userIdIndexes) params[index] = userId;
        body = (await query(list.sql, params)).rows;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    } catch {
      response.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The repository's list query, with a stand-in user id whose place the raw server fills in. */
export function listStatement(): ListStatement {
  const standIn = '00000000-0000-4000-8000-000000000000';
  const { sql: text, params } = listWindowStatement(standIn);
  const userIdIndexes = params.flatMap((param, index) => (param === standIn ? [index] : []));
  if (userIdIndexes.length === 0) throw new Error('the list query no longer takes the user id');
  return { sql: text, params, userIdIndexes };
}

/** PGlite's own `query`, with no parsers of its own, on the client the app's queries use. */
export function pgliteQuery(handle: DatabaseHandle): RawQuery {
  const client = '$client' in handle.db ? handle.db.$client : undefined;
  if (!(client instanceof PGlite)) throw new Error('the handle holds no PGlite client');
  return (text, values) => client.query(text, values);
}
