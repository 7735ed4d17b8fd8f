import { describe, expect, it } from 'vitest';
import { presentRefusal } from './auth-refusals.ts';

const answer = (message: string, code = 'VALIDATION_ERROR') => JSON.stringify({ message, code });

describe("better-auth's refusals", () => {
  it('carry a namespaced code and name the wrong field in plain words', () => {
    expect(presentRefusal(400, answer('[body.email] Invalid email address'))).toEqual({
      statusCode: 400,
      code: 'request.invalid',
      message: 'email: Invalid email address',
    });
    expect(
      presentRefusal(
        400,
        answer(
          '[body.email] Invalid input: expected string, received undefined; [body.password] Invalid input: expected string, received undefined',
        ),
      ).message,
    ).toBe(
      'email: Invalid input: expected string, received undefined; password: Invalid input: expected string, received undefined',
    );
  });

  it('say a body that is not an object is not one', () => {
    const bare =
      '[body] Invalid input: expected object, received array; [body] Invalid input: expected record, received array';
    expect(presentRefusal(400, answer(bare)).message).toBe(
      'The request body must be a JSON object.',
    );
  });

  it('keep their own message under their own code', () => {
    expect(
      presentRefusal(401, answer('Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD')),
    ).toEqual({
      statusCode: 401,
      code: 'auth.invalid_email_or_password',
      message: 'Invalid email or password',
    });
  });

  it('get a code even without a body', () => {
    expect(presentRefusal(404, null)).toMatchObject({ code: 'request.route_not_found' });
    expect(presentRefusal(401, 'Unauthorized')).toMatchObject({ code: 'auth.unauthorized' });
    expect(presentRefusal(400, '')).toMatchObject({
      code: 'request.invalid',
      message: 'The request was refused.',
    });
  });

  it('mask a failure on our side', () => {
    expect(presentRefusal(500, answer('relation "user" does not exist', 'FAILED'))).toEqual({
      statusCode: 500,
      code: 'server.internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
