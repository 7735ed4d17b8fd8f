import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { openAppDatabase } from './database.ts';
import { answerBackupRequests } from './db/backup-requests.ts';
import { BACKUP_SIGNAL, DataDirLockedError } from './db/data-dir-lock.ts';
import { resolveAuthSecret } from './lib/secret.ts';
import { SHUTDOWN_GRACE_MS } from './lib/shutdown.ts';
import { resolveVapidKeys } from './lib/vapid-keys.ts';
import { webDist } from './paths.ts';
import { version } from './version.ts';

/**
 * Holds the event loop open while the server starts. As the database opens, its promises can leave
 * the loop with nothing to wait for for a moment, and Node then blocks until the background
 * compilation of the database's WebAssembly finishes (100-500 ms) before it goes on.
 */
async function holdingEventLoopOpen(start: () => Promise<void>) {
  const timer = setInterval(() => {}, 2 ** 30);
  try {
    await start();
  } finally {
    clearInterval(timer);
  }
}

async function serve() {
  const config = loadConfig();
  // The server's modules load while the database opens, rather than before.
  const loading = import('./app.ts');
  loading.catch(() => {});
  const database = await openAppDatabase(config.database);
  try {
    await database.migrate();
    const authSecret = await resolveAuthSecret(config.authSecret, config.dataDir);
    const vapidKeys = await resolveVapidKeys(config.push.vapidKeys, config.dataDir);
    const { buildApp } = await loading;
    const app = await buildApp({
      config,
      database,
      authSecret,
      vapidKeys,
      webRoot: webDist,
      logger: { level: config.logLevel },
    });

    // `npm run backup` asks this server, which alone may read the embedded database's folder.
    const stopAnsweringBackups =
      config.database.kind === 'pglite' && config.database.dataDir && database.dump
        ? answerBackupRequests(config.database.dataDir, database.dump, (err) =>
            app.log.error({ err }, 'a backup asked for by `npm run backup` failed'),
          )
        : () => {};

    // Stops accepting, lets running requests finish, closes sockets, then the database.
    // SIGUSR2 asks for a backup (above), not for a shutdown.
    closeWithGrace({ delay: SHUTDOWN_GRACE_MS, skip: [BACKUP_SIGNAL] }, async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down');
      stopAnsweringBackups();
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

/** Settles once the server answers and its background work runs: whether it started. */
export const started = holdingEventLoopOpen(serve).then(
  () => true,
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error('Pomopal could not start:', error);
    }
    process.exitCode = 1;
    return false;
  },
);
