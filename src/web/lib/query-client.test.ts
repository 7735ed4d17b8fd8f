import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

function retryPolicy() {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('expected a retry function');
  return retry;
}

describe('query client', () => {
  it('does not retry 4xx answers', () => {
    const retry = retryPolicy();
    expect(retry(0, new ApiError(401, 'UNAUTHORIZED', 'Sign in'))).toBe(false);
    expect(retry(0, new ApiError(404, 'NOT_FOUND', 'Missing'))).toBe(false);
  });

  it('retries server and network failures a couple of times', () => {
    const retry = retryPolicy();
    expect(retry(0, new ApiError(503, 'UNAVAILABLE', 'Down'))).toBe(true);
    expect(retry(1, new ApiError(0, 'NETWORK_ERROR', 'Offline'))).toBe(true);
    expect(retry(2, new ApiError(503, 'UNAVAILABLE', 'Down'))).toBe(false);
  });
});
