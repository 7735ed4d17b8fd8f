import { describe, expect, it } from 'vitest';
import { canSplitIntoSteps } from './session-names.ts';

describe('splitting a task into named steps', () => {
  it('needs two sessions or more', () => {
    expect([0, 1, 2, 3, 58].map(canSplitIntoSteps)).toEqual([false, false, true, true, true]);
  });
});
