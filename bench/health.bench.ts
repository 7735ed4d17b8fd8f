import Fastify from 'fastify';
import { openAppDatabase } from '../src/server/database.ts';
import { createTestApp } from '../src/server/test/app.ts';
import { load, printRatio } from './load.ts';

/**
 * The cost of Pomopal's request pipeline (security headers, origin check, error handling, a
 * database round trip) against a bare Fastify route in the same process and run.
 */
export async function run() {
  const bare = Fastify();
  bare.get('/ok', async () => ({ status: 'ok' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const database = await openAppDatabase({ kind: 'pglite' });
  await database.migrate();
  const app = await createTestApp({ database, checkResponses: false });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const baseline = await load(`${bareUrl}/ok`);
    printRatio('baseline: bare Fastify route', baseline, baseline);
    printRatio('GET /api/health (PGlite)', await load(`${appUrl}/api/health`), baseline);
  } finally {
    await Promise.all([bare.close(), app.close()]);
    await database.close();
  }
}
