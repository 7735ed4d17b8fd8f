import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '../../shared/headers.ts';

/** An id a proxy may hand on: short, and nothing that could break a log line. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy gave the request in X-Request-Id, so its log and
 * ours name the same request; otherwise (no proxy believed, or an id that is not plain) a new one.
 */
export function requestIdFrom(trustProxy: number) {
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (trustProxy > 0 && typeof given === 'string' && GIVEN_ID.test(given)) return given;
    return randomUUID();
  };
}

function isErrorBody(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'code' in value &&
    'statusCode' in value
  );
}

/**
 * Every answer names its request in X-Request-Id, and every error answer carries it in its body
 * too (`requestId`), so a user's screenshot of an error finds the log lines of that request.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body: unknown = JSON.parse(payload);
      if (isErrorBody(body)) return JSON.stringify({ ...body, requestId: request.id });
    } catch {
      // Not JSON: a file or a page, which names its request in the header alone.
    }
    return payload;
  });
}
