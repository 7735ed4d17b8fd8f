import { describe, expect, it } from 'vitest';
import { usernameSchema } from './account.schemas.ts';
import { usernameFromEmail } from './name-rules.ts';

describe('the username rule', () => {
  it('trims and lower-cases, and takes letters and digits joined by . - _', () => {
    expect(usernameSchema.parse('  Ada.King_2-x ')).toBe('ada.king_2-x');
    expect(usernameSchema.parse('abc')).toBe('abc');
    expect(usernameSchema.parse('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it.each([
    'ab',
    'x'.repeat(31),
    'ada king',
    'ada..king',
    '.ada',
    'ada-',
    'ada@example.com',
    'adé',
    '',
  ])('refuses %j', (value) => {
    expect(usernameSchema.safeParse(value).success).toBe(false);
  });
});

describe('the default username', () => {
  it.each([
    ['ada@example.com', 'ada'],
    ['Ada.King+work@example.com', 'ada.king-work'],
    ['josé.núñez@example.com', 'jose.nunez'],
    ['a..b__c@example.com', 'a.b_c'],
    ['-x-@example.com', 'x-user'],
    ['al@example.com', 'al-user'],
    ['李@example.com', 'user'],
    [`${'long'.repeat(20)}@example.com`, 'long'.repeat(7).slice(0, 26)],
  ])('makes %s into %s, which the rule accepts', (email, username) => {
    expect(usernameFromEmail(email)).toBe(username);
    expect(usernameSchema.parse(usernameFromEmail(email))).toBe(username);
  });
});
