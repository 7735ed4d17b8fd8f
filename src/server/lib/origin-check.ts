import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request that a browser sends from another
 * site carries that site's Origin, or at least `Sec-Fetch-Site: cross-site` where a browser
 * leaves the Origin out, and is refused. Non-browser clients send neither.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigin: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && origin !== allowedOrigin) || crossSite) {
      reply
        .status(403)
        .send(errorBody('request.forbidden_origin', 'Requests from this origin are not allowed.'));
      return;
    }
    done();
  });
}
