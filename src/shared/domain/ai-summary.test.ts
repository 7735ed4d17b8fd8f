import { describe, expect, it } from 'vitest';
import { availableAiText, truncateSummary } from './ai-summary.ts';

describe('truncateSummary', () => {
  it('keeps the first four words and adds an ellipsis', () => {
    expect(truncateSummary('Write the quarterly report for finance')).toBe(
      'Write the quarterly report...',
    );
  });

  it('leaves four words or fewer unchanged, without ellipsis', () => {
    expect(truncateSummary('Write the quarterly report')).toBe('Write the quarterly report');
    expect(truncateSummary('Email')).toBe('Email');
  });

  it('ignores extra whitespace', () => {
    expect(truncateSummary('  Plan\tthe\n\nsprint  ')).toBe('Plan the sprint');
    expect(truncateSummary(' one  two   three four five ')).toBe('one two three four...');
  });

  it('returns an empty string for empty input', () => {
    expect(truncateSummary('')).toBe('');
    expect(truncateSummary('   ')).toBe('');
    expect(truncateSummary(null)).toBe('');
    expect(truncateSummary(undefined)).toBe('');
  });

  it('accepts another word count', () => {
    expect(truncateSummary('a b c', 2)).toBe('a b...');
  });
});

describe('availableAiText', () => {
  it('keeps real insight text, trimmed', () => {
    expect(availableAiText('  Great focus today.  ')).toBe('Great focus today.');
  });

  it('treats upgrade prompts and missing text as not available', () => {
    expect(availableAiText('Please Upgrade to Pro for summaries')).toBe('');
    expect(availableAiText(null)).toBe('');
    expect(availableAiText('')).toBe('');
  });
});
