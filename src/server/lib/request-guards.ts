import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/errors.ts';
import { errorBody } from './errors.ts';

/** Deeper than any request of ours; far below what overflows a stack when re-serialised. */
export const MAX_JSON_DEPTH = 32;

/**
 * Where `value` breaks a rule every JSON body follows, as a message naming the place, or null.
 * PostgreSQL refuses the NUL character in text, so it is refused here, in keys as in values.
 * Walks without recursion, so the depth of the body cannot overflow the stack.
 */
export function jsonBodyProblem(value: unknown): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const where = item.path === '' ? 'The request body' : item.path;
    if (typeof item.value === 'string') {
      if (item.value.includes('\0')) return `${where} must not contain a NUL character.`;
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_JSON_DEPTH) {
      return `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`;
    }
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path === '' ? key : `${item.path}.${key}`;
      if (key.includes('\0'))
        return `${item.path || 'The request body'} has a field name with a NUL character.`;
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/**
 * Checks every request before any route sees it: no NUL character in the address (path or
 * query), and JSON bodies parsed safely and held to `jsonBodyProblem`. Every route, including
 * the ones better-auth serves, gets a 400 that says what is wrong instead of a database error.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (/%00|\0/i.test(request.url)) {
      reply
        .status(400)
        .send(errorBody('request.invalid', 'The address must not contain a NUL character.'));
      return;
    }
    done();
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body.toString(), (error, value: unknown) => {
      if (error) return done(error);
      const problem = jsonBodyProblem(value);
      done(problem ? new DomainError('request.invalid', problem) : null, value);
    });
  });
}
