import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests } from './metrics.ts';

/** A request no route took (an unknown path, a page of the web app): one series for all. */
const UNMATCHED = 'unmatched';

/** Counts every answer by its route's pattern (never the path, which holds ids) and status. */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const { method } = request;
    httpRequests.inc({ route, method, status: String(reply.statusCode) });
    httpDuration.observe({ route, method }, reply.elapsedTime / 1000);
  });
}
