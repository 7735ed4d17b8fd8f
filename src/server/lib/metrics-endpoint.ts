import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { DomainError } from '../../shared/errors.ts';
import { startAfterReady } from './after-ready.ts';
import type { HttpApp } from './http-app.ts';
import { METRICS_CONTENT_TYPE, metricsText } from './metrics.ts';

export const METRICS_PATH = '/metrics';

export interface MetricsEndpointOptions {
  /** Served on the app's own port to a request bearing this token. */
  token: string | undefined;
  /** Served to anyone on this port of its own (one a firewall keeps inside). */
  port: number | undefined;
  host: string;
  scraped: Registry;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request bears `token` as its bearer token, compared in constant time. */
function bearsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus' text format: on the app's port behind METRICS_TOKEN, and on
 * METRICS_PORT, a port of its own, to anyone who can reach it. With neither, nothing serves it.
 */
export async function registerMetricsEndpoint(app: HttpApp, options: MetricsEndpointOptions) {
  const { token, port, scraped } = options;
  if (token !== undefined) {
    app.get(METRICS_PATH, async (request, reply) => {
      if (!bearsToken(request, token)) {
        throw new DomainError('auth.unauthorized', 'The metrics need the metrics token.');
      }
      return reply.type(METRICS_CONTENT_TYPE).send(await metricsText(scraped));
    });
  }
  if (port === undefined) return;
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metricsText(scraped).then(
      (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be read');
        response.writeHead(500).end();
      },
    );
  });
  startAfterReady(
    app,
    () => new Promise<void>((resolve) => server.listen(port, options.host, () => resolve())),
  );
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}
