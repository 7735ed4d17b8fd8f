/** How long a server has to stop once asked to (SIGTERM, Ctrl+C); after that it exits anyway. */
export const SHUTDOWN_GRACE_MS = 5_000;

/**
 * The part of it running jobs get to finish (the rest are retried by another server or after a
 * restart); what is left closes requests, sockets and the database, which must not be cut short.
 */
export const JOBS_STOP_MS = 3_000;
