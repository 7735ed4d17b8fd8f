import { describe, expect, it } from 'vitest';
import { withFieldNames } from './validation-messages.ts';

const answer = (message: string) => JSON.stringify({ message, code: 'VALIDATION_ERROR' });

describe('better-auth validation messages', () => {
  it('name the field in plain words', () => {
    expect(JSON.parse(withFieldNames(answer('[body.email] Invalid email address')))).toEqual({
      message: 'email: Invalid email address',
      code: 'VALIDATION_ERROR',
    });
    expect(
      JSON.parse(
        withFieldNames(
          answer(
            '[body.email] Invalid input: expected string, received undefined; [body.password] Invalid input: expected string, received undefined',
          ),
        ),
      ).message,
    ).toBe(
      'email: Invalid input: expected string, received undefined; password: Invalid input: expected string, received undefined',
    );
  });

  it('say a body that is not an object is not one', () => {
    const bare =
      '[body] Invalid input: expected object, received array; [body] Invalid input: expected record, received array';
    expect(JSON.parse(withFieldNames(answer(bare))).message).toBe(
      'The request body must be a JSON object.',
    );
  });

  it('leave other answers alone', () => {
    const other = JSON.stringify({ message: 'Invalid email or password', code: 'INVALID' });
    expect(withFieldNames(other)).toBe(other);
    expect(withFieldNames('not json')).toBe('not json');
  });
});
