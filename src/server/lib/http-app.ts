import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApiCaching } from './api-caching.ts';
import { registerCompression } from './compression.ts';
import { answerFrameworkError, registerErrorHandling } from './errors.ts';
import { registerOriginCheck } from './origin-check.ts';
import { registerRequestGuards } from './request-guards.ts';
import { registerRequestIds, requestIdFrom } from './request-id.ts';
import { registerRequestMetrics } from './request-metrics.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import { registerRouteTable } from './route-table.ts';
import { registerSecurityHeaders } from './security-headers.ts';

export interface HttpAppOptions {
  logger: FastifyServerOptions['logger'];
  /** How many proxies in front of the server are believed about the client's address. */
  trustProxy: number;
  requestTimeoutMs: number;
  appUrl: string;
  /** The only Origin a browser request that changes something may come from (APP_URL's). */
  allowedOrigin: string;
  /** Checks every answer against its response schema as well as serializing it. */
  checkResponses: boolean;
}

/**
 * The Fastify server every module registers on, with what every request goes through (the
 * route table, error answers, request guards, security headers, origin check, caching and
 * compression), and no route yet.
 */
export async function createHttpApp(options: HttpAppOptions) {
  const app = Fastify({
    logger: options.logger,
    // Believes as many hops as there are proxies, never `true`, which would believe the
    // client-written left-most address.
    trustProxy: (_address: string, hop: number) => hop < options.trustProxy,
    // Keep-alive connections that are idle must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    // A client must send its headers, and its whole request, within the timeout: one that
    // trickles them out would otherwise hold a connection for minutes. Node looks for such
    // connections every `connectionsCheckingInterval` (30 s by default), so it looks five times
    // per timeout, and a slow client is cut off at most a fifth of the timeout late.
    requestTimeout: options.requestTimeoutMs,
    http: {
      headersTimeout: options.requestTimeoutMs,
      requestTimeout: options.requestTimeoutMs,
      connectionsCheckingInterval: Math.ceil(options.requestTimeoutMs / 5),
    },
    frameworkErrors: answerFrameworkError,
    // Each request's id, in every log line of it (as `requestId`) and in its answer.
    genReqId: requestIdFrom(options.trustProxy),
    requestIdHeader: false,
    requestIdLogLabel: 'requestId',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses: options.checkResponses }));
  registerRouteTable(app);
  registerRequestIds(app);
  registerRequestMetrics(app);
  registerErrorHandling(app);
  registerRequestGuards(app);
  registerSecurityHeaders(app, options.appUrl);
  registerOriginCheck(app, options.allowedOrigin);
  await registerApiCaching(app);
  await registerCompression(app);
  return app;
}

export type HttpApp = Awaited<ReturnType<typeof createHttpApp>>;
