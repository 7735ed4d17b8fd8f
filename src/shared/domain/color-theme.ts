/** The colour schemes a user may choose: the device's own, or always light or dark. */
export const COLOR_THEMES = ['system', 'light', 'dark'] as const;

export type ColorTheme = (typeof COLOR_THEMES)[number];

/** What a user who chose nothing gets: the scheme of their device. */
export const DEFAULT_COLOR_THEME: ColorTheme = 'system';

export function isColorTheme(value: unknown): value is ColorTheme {
  return COLOR_THEMES.some((theme) => theme === value);
}

/** Whether the app shows its dark colours, for the user's choice and the device's scheme. */
export function showsDark(theme: ColorTheme, deviceIsDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && deviceIsDark);
}
