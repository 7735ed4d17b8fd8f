export const MUSIC_THEME_KEYS = [
  'SILENT_MODE',
  'LOFI_BEATS',
  'NATURE_SOUNDS',
  'INSTRUMENTAL_PIANO',
  'BRAINWAVE',
] as const;
export type MusicThemeKey = (typeof MUSIC_THEME_KEYS)[number];

export interface MusicTheme {
  key: MusicThemeKey;
  name: string;
  proOnly: boolean;
}

export const MUSIC_THEMES: readonly MusicTheme[] = [
  { key: 'SILENT_MODE', name: 'Silent Mode (no sound)', proOnly: false },
  { key: 'LOFI_BEATS', name: 'Lo-Fi Beats', proOnly: false },
  { key: 'NATURE_SOUNDS', name: 'Nature Sounds', proOnly: true },
  { key: 'INSTRUMENTAL_PIANO', name: 'Instrumental Piano', proOnly: true },
  { key: 'BRAINWAVE', name: 'Brainwave', proOnly: true },
];

export const DEFAULT_MUSIC_THEME: MusicThemeKey = 'SILENT_MODE';

/** Why saving a Pro theme on the free plan is refused. */
export const PRO_THEME_REFUSED = 'Selected music theme is a Pro feature. Please upgrade.';

export function isMusicThemeKey(value: unknown): value is MusicThemeKey {
  return typeof value === 'string' && MUSIC_THEME_KEYS.some((key) => key === value);
}

export function getMusicTheme(key: MusicThemeKey): MusicTheme {
  const theme = MUSIC_THEMES.find((candidate) => candidate.key === key);
  if (!theme) throw new RangeError(`Unknown music theme ${key}`);
  return theme;
}

export function canUseTheme(key: MusicThemeKey, isPro: boolean): boolean {
  return isPro || !getMusicTheme(key).proOnly;
}

/** 'Nature Sounds (Pro)' for a Pro user, 'Nature Sounds (Pro) (Upgrade to use)' for a free one. */
export function themeOptionLabel(theme: MusicTheme, isPro: boolean): string {
  if (!theme.proOnly) return theme.name;
  return isPro ? `${theme.name} (Pro)` : `${theme.name} (Pro) (Upgrade to use)`;
}

/**
 * The theme to play for a stored value: unknown values, and Pro themes kept after a subscription
 * ended, fall back to the default.
 */
export function usableTheme(value: unknown, isPro: boolean): MusicThemeKey {
  return isMusicThemeKey(value) && canUseTheme(value, isPro) ? value : DEFAULT_MUSIC_THEME;
}
