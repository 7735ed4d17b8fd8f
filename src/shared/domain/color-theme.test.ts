import { describe, expect, it } from 'vitest';
import { COLOR_THEMES, isColorTheme, showsDark } from './color-theme.ts';

describe('showsDark', () => {
  it('follows the device when the user chose the system scheme', () => {
    expect(showsDark('system', true)).toBe(true);
    expect(showsDark('system', false)).toBe(false);
  });

  it('keeps a chosen scheme whatever the device says', () => {
    for (const deviceIsDark of [true, false]) {
      expect(showsDark('dark', deviceIsDark)).toBe(true);
      expect(showsDark('light', deviceIsDark)).toBe(false);
    }
  });
});

describe('isColorTheme', () => {
  it('accepts the three choices and nothing else', () => {
    for (const theme of COLOR_THEMES) expect(isColorTheme(theme)).toBe(true);
    for (const other of ['Dark', '', null, undefined, 1]) expect(isColorTheme(other)).toBe(false);
  });
});
