import { describe, expect, it } from 'vitest';
import { apiError } from '../test/api-errors.ts';
import { NETWORK_ERROR_CODE } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

function retryPolicy() {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('expected a retry function');
  return retry;
}

describe('query client', () => {
  it('does not retry 4xx answers', () => {
    const retry = retryPolicy();
    expect(retry(0, apiError('auth.unauthorized'))).toBe(false);
    expect(retry(0, apiError('tasks.not_found'))).toBe(false);
  });

  it('retries server and network failures a couple of times', () => {
    const retry = retryPolicy();
    expect(retry(0, apiError('server.unavailable'))).toBe(true);
    expect(retry(1, apiError(NETWORK_ERROR_CODE))).toBe(true);
    expect(retry(2, apiError('server.unavailable'))).toBe(false);
  });
});
