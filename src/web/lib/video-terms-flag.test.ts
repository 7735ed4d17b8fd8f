import { describe, expect, it } from 'vitest';
import { clearVideoTermsFlag, hasVideoTermsFlag, setVideoTermsFlag } from './video-terms-flag.ts';

describe('the video-call terms flag', () => {
  it('holds for the user and the terms version it was set for, until cleared', () => {
    setVideoTermsFlag('u1', 1);
    expect(hasVideoTermsFlag('u1', 1)).toBe(true);
    expect(hasVideoTermsFlag('u2', 1)).toBe(false);
    expect(hasVideoTermsFlag('u1', 2)).toBe(false);
    clearVideoTermsFlag();
    expect(hasVideoTermsFlag('u1', 1)).toBe(false);
  });
});
