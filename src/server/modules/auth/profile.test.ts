import { describe, expect, it } from 'vitest';
import { profileFromName } from './profile.ts';

describe('profileFromName', () => {
  it.each([
    ['Ada Lovelace', { firstName: 'Ada', lastName: 'Lovelace' }],
    ['  Ada   King  Lovelace ', { firstName: 'Ada', lastName: 'King Lovelace' }],
    ['Plato', { firstName: 'Plato', lastName: null }],
    ['', { firstName: null, lastName: null }],
    [null, { firstName: null, lastName: null }],
  ])('splits %o', (name, expected) => {
    expect(profileFromName(name)).toEqual(expected);
  });
});
