import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, isErrorCode } from './errors.ts';

describe('the error catalogue', () => {
  it('names every code by its module, and gives each an error status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(code).toMatch(/^[a-z]+\.[a-z_]+$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('knows its own codes and the namespaced refusals of sign-in, and nothing else', () => {
    expect(isErrorCode('tasks.not_found')).toBe(true);
    expect(isErrorCode('auth.invalid_email_or_password')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode('tasks.unheard_of')).toBe(false);
    expect(isErrorCode('HTTP_404')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
