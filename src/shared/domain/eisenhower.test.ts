import { describe, expect, it } from 'vitest';
import { aiFlags, eisenhowerTag, flagsAfterChange, taskEisenhower } from './eisenhower.ts';

const unset = { isImportant: null, isUrgent: null };
const unrated = { aiPredictedPriority: null, aiPredictedUrgency: null };

describe('eisenhowerTag', () => {
  it('names the four quadrants', () => {
    expect(eisenhowerTag({ isImportant: true, isUrgent: true })).toBe('Do First');
    expect(eisenhowerTag({ isImportant: true, isUrgent: false })).toBe('Schedule');
    expect(eisenhowerTag({ isImportant: false, isUrgent: true })).toBe('Delegate');
    expect(eisenhowerTag({ isImportant: false, isUrgent: false })).toBe('Eliminate');
  });
});

describe('aiFlags', () => {
  it('reads Medium or High priority as important and High urgency as urgent', () => {
    expect(aiFlags({ aiPredictedPriority: 'High', aiPredictedUrgency: 'High' })).toEqual({
      isImportant: true,
      isUrgent: true,
    });
    expect(aiFlags({ aiPredictedPriority: 'Medium', aiPredictedUrgency: 'Low' })).toEqual({
      isImportant: true,
      isUrgent: false,
    });
    expect(aiFlags({ aiPredictedPriority: 'Low', aiPredictedUrgency: 'Medium' })).toEqual({
      isImportant: false,
      isUrgent: false,
    });
  });

  it('gives nothing before the AI has rated both', () => {
    expect(aiFlags(unrated)).toBeNull();
    // The temporary task shown while a new one is stored has a priority but no urgency.
    expect(aiFlags({ aiPredictedPriority: 'Low', aiPredictedUrgency: null })).toBeNull();
  });
});

describe('taskEisenhower', () => {
  it("follows the AI's ratings until the user sets the flags", () => {
    expect(
      taskEisenhower({ ...unset, aiPredictedPriority: 'Medium', aiPredictedUrgency: 'High' }),
    ).toEqual({ tag: 'Do First', flags: { isImportant: true, isUrgent: true }, source: 'ai' });
  });

  it("follows the user's flags once set, even both unchecked", () => {
    expect(
      taskEisenhower({
        isImportant: false,
        isUrgent: false,
        aiPredictedPriority: 'High',
        aiPredictedUrgency: 'High',
      }),
    ).toEqual({ tag: 'Eliminate', flags: { isImportant: false, isUrgent: false }, source: 'user' });
    expect(taskEisenhower({ isImportant: true, isUrgent: false, ...unrated })?.tag).toBe(
      'Schedule',
    );
  });

  it('shows no tag while neither the user nor the AI has said anything', () => {
    expect(taskEisenhower({ ...unset, ...unrated })).toBeNull();
  });
});

describe('flagsAfterChange', () => {
  it('leaves the flags alone when a change names neither', () => {
    expect(flagsAfterChange(unset, {})).toBeNull();
    expect(flagsAfterChange({ isImportant: true, isUrgent: false }, {})).toBeNull();
  });

  it('makes both flags the user’s once one is set', () => {
    expect(flagsAfterChange(unset, { isUrgent: true })).toEqual({
      isImportant: false,
      isUrgent: true,
    });
    expect(flagsAfterChange({ isImportant: true, isUrgent: false }, { isUrgent: true })).toEqual({
      isImportant: true,
      isUrgent: true,
    });
    expect(flagsAfterChange(unset, { isImportant: false, isUrgent: false })).toEqual({
      isImportant: false,
      isUrgent: false,
    });
  });
});
