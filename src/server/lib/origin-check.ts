import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request that a browser sends from another
 * site carries that site's Origin and is refused. Non-browser clients send no Origin at all.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== allowedOrigin) {
      return reply
        .status(403)
        .send(errorBody('forbidden', 'Requests from this origin are not allowed.'));
    }
  });
}
