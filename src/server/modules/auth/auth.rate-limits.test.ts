import { describe, expect, it } from 'vitest';
import { RETENTION_MS } from '../../lib/rate-limit.ts';
import * as rules from './auth.rate-limits.ts';

describe('the sign-in limits', () => {
  it('each keep their counters until their window is over', () => {
    const windows = Object.values(rules).flatMap((rule) =>
      typeof rule === 'object' && rule !== null && 'windowMs' in rule ? [rule.windowMs] : [],
    );
    expect(windows.length).toBeGreaterThanOrEqual(5);
    for (const windowMs of windows) expect(windowMs).toBeLessThan(RETENTION_MS);
  });

  it('say how long the wait really is', () => {
    expect(rules.rateLimitedMessage(30)).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(rules.rateLimitedMessage(601)).toBe(
      'Too many attempts. Please wait 11 minutes and try again.',
    );
  });
});
