import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody, routeNotFound } from './errors.ts';

/** Where the build's hashed files are served: their names change with their content. */
export const HASHED_FILES_PATH = '/assets/';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached and
 * returned for every browser path the router owns. Unknown /api paths and unknown assets answer
 * JSON 404s. Files are looked up on each request, not listed at start-up, so a build swapped in
 * while the server runs is served as it is. The build writes a brotli and a gzip copy beside each
 * text file, sent to clients that accept them, so nothing is compressed per request.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | undefined) {
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      preCompressed: true,
      // The build's own records (.vite/manifest.json) are not for browsers.
      dotfiles: 'ignore',
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same address answers brotli, gzip or plain bytes: shared caches must tell them apart.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(HASHED_FILES_PATH) &&
      !request.url.startsWith('/socket.io/');
    if (isPage) {
      return reply.sendFile('index.html');
    }
    const notFound = routeNotFound(request.method, request.url);
    return reply.status(404).send(errorBody(notFound.code, notFound.message));
  });
}
