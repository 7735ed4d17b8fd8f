import {
  canUseTheme,
  MUSIC_THEMES,
  themeOptionLabel,
} from '../../../../shared/domain/music-themes.ts';

/** The music themes as options: '(Pro)' marks, and Pro themes disabled for a free user. */
export function ThemeOptions({ isPro }: { isPro: boolean }) {
  return MUSIC_THEMES.map((theme) => (
    <option key={theme.key} value={theme.key} disabled={!canUseTheme(theme.key, isPro)}>
      {themeOptionLabel(theme, isPro)}
    </option>
  ));
}
