import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../shared/errors.ts';
import { DomainError, errorCodes } from '../../shared/errors.ts';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

const codeByStatus = new Map(errorCodes.map((code) => [statusByCode[code], code]));

export function errorBody(code: ErrorCode, message: string): ApiErrorBody {
  return { statusCode: statusByCode[code], code, message };
}

/**
 * One place turns every failure into `{ statusCode, code, message }`: rule and validation errors
 * say what is wrong; anything unexpected is logged and masked, so internals never reach a client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(statusByCode[error.code]).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request.';
      return reply.status(400).send(errorBody('bad_request', message));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = codeByStatus.get(status) ?? 'bad_request';
      return reply.status(status).send({ statusCode: status, code, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
  });
}
