// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

describe('timeAgo', () => {
  const now = new Date('2025-01-06T12:00:00Z');

  it('reads recent times in words', () => {
    expect(timeAgo('2025-01-06T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2025-01-06T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2025-01-06T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2025-01-05T10:00:00Z', now)).toBe('yesterday');
  });
});
