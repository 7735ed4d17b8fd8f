import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { openAppDatabase } from './database.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { resolveAuthSecret } from './lib/secret.ts';
import { SHUTDOWN_GRACE_MS } from './lib/shutdown.ts';
import { webDist } from './paths.ts';
import { version } from './version.ts';

async function main() {
  const config = loadConfig();
  // The server's modules load while the database opens, rather than before.
  const loading = import('./app.ts');
  loading.catch(() => {});
  const database = await openAppDatabase(config.database);
  try {
    await database.migrate();
    const authSecret = await resolveAuthSecret(config.authSecret, config.dataDir);
    const { buildApp } = await loading;
    const app = await buildApp({
      config,
      database,
      authSecret,
      webRoot: webDist,
      logger: { level: config.logLevel },
    });

    // Stops accepting, lets running requests finish, closes sockets, then the database.
    closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      await database.close();
    });

    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      {
        version,
        database: database.kind,
        appUrl: config.appUrl,
        redis: config.redisUrl !== undefined,
      },
      `Pomopal is ready at ${config.appUrl}`,
    );
    // The background jobs start once the server answers; a server without them stops.
    await app.startedAfterReady.catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
  } catch (error) {
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Pomopal could not start:', error);
  }
  process.exitCode = 1;
});
