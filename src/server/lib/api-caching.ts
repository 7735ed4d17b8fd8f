import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const SIGN_OUT_PATH = '/api/auth/sign-out';

/**
 * Successful reads of one person's data: the browser may keep them but must ask us again each
 * time (`no-cache`), sending the ETag so an unchanged answer comes back as an empty 304; no
 * shared cache may keep them (`private`). Auth answers carry session details and stay `no-store`,
 * as do errors and the answers to writes.
 */
function isRevalidatable(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (reply.statusCode === 200 || reply.statusCode === 304) &&
    reply.hasHeader('etag') &&
    !request.url.startsWith('/api/auth/')
  );
}

/**
 * Whether the client holds the answer tagged `etag` already, so a route that knows its ETag
 * before reading can answer 304 without reading. Compared as the ETag plugin compares.
 */
export function holdsEtag(request: FastifyRequest, etag: string): boolean {
  const held = request.headers['if-none-match'];
  return held === etag || `W/${held}` === etag || held === `W/${etag}`;
}

/**
 * ETags on every buffered answer, a 304 to a matching `If-None-Match`, and the Cache-Control of
 * every API answer. The ETag is a hash of the JSON itself, so any change to what a user would
 * read (a task created, edited, completed, moved or deleted) changes it, with no version
 * counter to keep in step; a route that sets its own (My Tasks, tagged by a version the database
 * keeps) keeps it. It is weak because the same JSON is sent plain, gzip or brotli.
 * Call before the routes: these hooks must run before the compression that each route adds.
 */
export async function registerApiCaching(app: FastifyInstance) {
  await app.register(etag, { weak: true });
  app.addHook('onSend', (request, reply, payload, done) => {
    // The reads the browser kept revalidatable are one person's: signing out on a shared
    // computer wipes them from its cache.
    if (request.url.startsWith(SIGN_OUT_PATH)) reply.header('clear-site-data', '"cache"');
    // A route that chose its own keeps it.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header(
        'cache-control',
        isRevalidatable(request, reply) ? 'private, no-cache' : 'no-store',
      );
    }
    done(null, payload);
  });
}
