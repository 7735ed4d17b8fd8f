import { describe, expect, it } from 'vitest';
import { countText } from './count-text.ts';

describe('countText', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countText(1, 'minute')).toBe('1 minute');
    expect(countText(0, 'minute')).toBe('0 minutes');
    expect(countText(25, 'minute')).toBe('25 minutes');
    expect(countText(2, 'day')).toBe('2 days');
  });

  it('takes an irregular plural', () => {
    expect(countText(3, 'child', 'children')).toBe('3 children');
  });
});
