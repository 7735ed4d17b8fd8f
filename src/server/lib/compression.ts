import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers of 1 KB or more (JSON, the CSV export) with brotli or gzip, whichever
 * the client prefers, and sets `Vary: accept-encoding`. Call before any route is registered: the
 * plugin attaches itself to each route as it is added. It runs after every app-wide onSend hook,
 * so the ETag is taken from the uncompressed JSON and a 304 has no body left to compress.
 * Socket.IO answers its own requests before Fastify sees them, so it is untouched.
 */
export async function registerCompression(app: FastifyInstance) {
  // The built web files carry their own brotli and gzip copies (spa.ts): they are never
  // compressed per request. Only the plugin's own route option can keep it off a route, and
  // the option is set here, before the plugin's hook reads it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Request bodies are read as sent: no client of ours compresses them, and inflating them
    // would let a small upload expand in memory.
    globalDecompression: false,
  });
}
