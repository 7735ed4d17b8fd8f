import { describe, expect, it } from 'vitest';
import {
  canUseTheme,
  DEFAULT_MUSIC_THEME,
  getMusicTheme,
  isMusicThemeKey,
  MUSIC_THEME_KEYS,
  MUSIC_THEMES,
  themeOptionLabel,
  usableTheme,
} from './music-themes.ts';

describe('MUSIC_THEMES', () => {
  it('has the five themes in order, three of them Pro-only', () => {
    expect(MUSIC_THEMES).toEqual([
      { key: 'SILENT_MODE', name: 'Silent Mode (no sound)', proOnly: false },
      { key: 'LOFI_BEATS', name: 'Lo-Fi Beats', proOnly: false },
      { key: 'NATURE_SOUNDS', name: 'Nature Sounds', proOnly: true },
      { key: 'INSTRUMENTAL_PIANO', name: 'Instrumental Piano', proOnly: true },
      { key: 'BRAINWAVE', name: 'Brainwave', proOnly: true },
    ]);
    expect(MUSIC_THEMES.map((theme) => theme.key)).toEqual(MUSIC_THEME_KEYS);
  });

  it('defaults to silent mode', () => {
    expect(DEFAULT_MUSIC_THEME).toBe('SILENT_MODE');
  });
});

describe('isMusicThemeKey', () => {
  it('accepts exact keys only', () => {
    expect(isMusicThemeKey('LOFI_BEATS')).toBe(true);
    expect(isMusicThemeKey('lofi_beats')).toBe(false);
    expect(isMusicThemeKey('')).toBe(false);
    expect(isMusicThemeKey(undefined)).toBe(false);
  });
});

describe('getMusicTheme', () => {
  it('finds a theme by key', () => {
    expect(getMusicTheme('BRAINWAVE').name).toBe('Brainwave');
  });
});

describe('canUseTheme', () => {
  it('lets everyone use free themes', () => {
    expect(canUseTheme('SILENT_MODE', false)).toBe(true);
    expect(canUseTheme('LOFI_BEATS', false)).toBe(true);
  });

  it('keeps Pro themes for Pro users', () => {
    expect(canUseTheme('NATURE_SOUNDS', false)).toBe(false);
    expect(canUseTheme('INSTRUMENTAL_PIANO', false)).toBe(false);
    expect(canUseTheme('BRAINWAVE', false)).toBe(false);
    expect(canUseTheme('BRAINWAVE', true)).toBe(true);
  });
});

describe('themeOptionLabel', () => {
  it('marks Pro themes, and asks free users to upgrade', () => {
    const nature = getMusicTheme('NATURE_SOUNDS');
    expect(themeOptionLabel(nature, true)).toBe('Nature Sounds (Pro)');
    expect(themeOptionLabel(nature, false)).toBe('Nature Sounds (Pro) (Upgrade to use)');
  });

  it('leaves free themes unmarked', () => {
    expect(themeOptionLabel(getMusicTheme('LOFI_BEATS'), false)).toBe('Lo-Fi Beats');
    expect(themeOptionLabel(getMusicTheme('SILENT_MODE'), true)).toBe('Silent Mode (no sound)');
  });
});

describe('usableTheme', () => {
  it('keeps a theme the user may use', () => {
    expect(usableTheme('LOFI_BEATS', false)).toBe('LOFI_BEATS');
    expect(usableTheme('BRAINWAVE', true)).toBe('BRAINWAVE');
  });

  it('falls back to silent mode for Pro themes of free users and unknown values', () => {
    expect(usableTheme('BRAINWAVE', false)).toBe('SILENT_MODE');
    expect(usableTheme('JAZZ', true)).toBe('SILENT_MODE');
    expect(usableTheme(null, true)).toBe('SILENT_MODE');
  });
});
