import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type ApiErrorBody,
  type CatalogueErrorCode,
  DomainError,
  ERROR_STATUS,
} from '../../shared/errors.ts';

export function errorBody(code: CatalogueErrorCode, message: string): ApiErrorBody {
  return { statusCode: ERROR_STATUS[code], code, message };
}

/** The answer to a path no route serves (and to anyone but an admin, for the admin routes). */
export function routeNotFound(method: string, url: string): DomainError {
  return new DomainError('request.route_not_found', `No route for ${method} ${url.split('?')[0]}.`);
}

/**
 * Fastify's and its plugins' own refusals of a request (a file it may not serve, a body too
 * large, an unknown content type, broken JSON), by their status.
 */
const REQUEST_ERROR_CODES: ReadonlyMap<number, CatalogueErrorCode> = new Map([
  [403, 'request.forbidden'],
  [404, 'request.route_not_found'],
  [405, 'request.method_not_allowed'],
  [413, 'request.too_large'],
  [414, 'request.uri_too_long'],
  [415, 'request.unsupported_media_type'],
]);

function requestErrorCode(status: number): CatalogueErrorCode {
  return REQUEST_ERROR_CODES.get(status) ?? 'request.invalid';
}

/**
 * The router's own refusals, before any route or hook runs (an address it cannot decode, a path
 * segment too long): Fastify's `frameworkErrors` option, in the same shape as every other.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  reply
    .status(status)
    .send({ statusCode: status, code: requestErrorCode(status), message: error.message });
}

/**
 * One place turns every failure into `{ statusCode, code, message }`: rule and validation errors
 * say what is wrong; anything unexpected is logged and masked, so internals never reach a client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(ERROR_STATUS[error.code]).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request.';
      return reply.status(400).send(errorBody('request.invalid', message));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = requestErrorCode(status);
      return reply.status(status).send({ statusCode: status, code, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody('server.internal', 'Something went wrong on our side. Please try again.'));
  });
}
