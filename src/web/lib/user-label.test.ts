// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { greeting, greetingName, userInitial, userLabel } from './user-label.ts';

describe('userLabel', () => {
  it("reads 'username (First)'", () => {
    expect(userLabel({ username: 'ada', firstName: 'Ada' })).toBe('ada (Ada)');
  });

  it('is just the username without a first name', () => {
    expect(userLabel({ username: 'ada', firstName: null })).toBe('ada');
    expect(userLabel({ username: 'ada', firstName: '  ' })).toBe('ada');
  });

  it('falls back to the e-mail when there is no username', () => {
    expect(userLabel({ username: '', email: 'ada@example.com' })).toBe('ada@example.com');
  });
});

describe('userInitial', () => {
  it('prefers the first name', () => {
    expect(userInitial({ username: 'lovelace', firstName: 'ada' })).toBe('A');
    expect(userInitial({ username: 'lovelace' })).toBe('L');
  });
});

describe('greetingName', () => {
  it('prefers the first name, then the username, then User', () => {
    expect(greetingName({ username: 'ada@example.com', firstName: ' Ada ' })).toBe('Ada');
    expect(greetingName({ username: 'ada@example.com', firstName: null })).toBe('ada@example.com');
    expect(greetingName({ username: '' })).toBe('User');
    expect(greetingName(null)).toBe('User');
  });
});

describe('greeting', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('welcomes a new account, and welcomes back one that has been here before', () => {
    const justMade = { firstName: 'Ada', createdAt: new Date('2026-11-25T11:59:00Z') };
    const older = { firstName: 'Ada', createdAt: '2026-11-20T09:00:00Z' };
    expect(greeting(justMade, now)).toBe('Welcome, Ada!');
    expect(greeting(older, now)).toBe('Welcome back, Ada!');
    expect(greeting({ username: 'ada' }, now)).toBe('Welcome back, ada!');
  });
});
