import {
  DEFAULT_MUSIC_THEME,
  type MusicThemeKey,
  usableTheme,
} from '../../../shared/domain/music-themes.ts';
import { useProStatus } from '../../lib/subscription.ts';
import { usePreferences } from './api.ts';

export interface MusicThemeChoice {
  /** The theme to show and to play. */
  theme: MusicThemeKey;
  isPro: boolean;
  /** The preferences could not be loaded: the theme is Silent Mode (SPEC.md 8). */
  failed: boolean;
  pending: boolean;
}

/**
 * The user's focus-music theme as it may be played: Silent Mode until the preferences load or
 * when they fail to, and Silent Mode for a Pro theme kept after a subscription ended.
 */
export function useMusicTheme(): MusicThemeChoice {
  const preferences = usePreferences();
  const { isPro, pending: planPending } = useProStatus();
  const stored = preferences.data?.musicTheme ?? DEFAULT_MUSIC_THEME;
  // Until the plan is known a Pro user's Pro theme is shown as saved rather than flickering.
  const theme = planPending ? stored : usableTheme(stored, isPro);
  return {
    theme: preferences.isError ? DEFAULT_MUSIC_THEME : theme,
    isPro,
    failed: preferences.isError,
    pending: preferences.isPending,
  };
}
