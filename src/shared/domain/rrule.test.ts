import { describe, expect, it } from 'vitest';
import { RRule } from './rrule.ts';

describe('rrule, as a bundler loads it', () => {
  it('gives RRule', () => {
    expect(RRule.fromString('FREQ=DAILY;COUNT=2').all()).toHaveLength(2);
  });
});
