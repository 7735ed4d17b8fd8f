import { describe, expect, it } from 'vitest';
import {
  aiPriorityOptionLabel,
  effectivePriority,
  isPriority,
  PRIORITIES,
  priorityLabel,
} from './priority.ts';

describe('isPriority', () => {
  it('accepts the three levels only', () => {
    for (const priority of PRIORITIES) expect(isPriority(priority)).toBe(true);
    expect(isPriority('high')).toBe(false);
    expect(isPriority('Suggested')).toBe(false);
    expect(isPriority(null)).toBe(false);
  });
});

describe('effectivePriority', () => {
  it('prefers the user override', () => {
    expect(effectivePriority({ userOverriddenPriority: 'High', aiPredictedPriority: 'Low' })).toBe(
      'High',
    );
  });

  it('falls back to the AI prediction, then to none', () => {
    expect(effectivePriority({ userOverriddenPriority: null, aiPredictedPriority: 'Medium' })).toBe(
      'Medium',
    );
    expect(effectivePriority({ aiPredictedPriority: 'Low' })).toBe('Low');
    expect(effectivePriority({})).toBeNull();
  });
});

describe('priorityLabel', () => {
  it('shows the level, or Suggested without one', () => {
    expect(priorityLabel('High')).toBe('High');
    expect(priorityLabel('Medium')).toBe('Medium');
    expect(priorityLabel('Low')).toBe('Low');
    expect(priorityLabel(null)).toBe('Suggested');
    expect(priorityLabel(undefined)).toBe('Suggested');
  });
});

describe('aiPriorityOptionLabel', () => {
  it("names the prediction as the AI's, or offers Suggest", () => {
    expect(aiPriorityOptionLabel('Medium')).toBe('AI choice (Medium)');
    expect(aiPriorityOptionLabel(null)).toBe('Suggest');
  });
});
