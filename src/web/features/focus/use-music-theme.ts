import {
  DEFAULT_MUSIC_THEME,
  type MusicThemeKey,
  usableTheme,
} from '../../../shared/domain/music-themes.ts';
import { useProStatus } from '../../lib/use-pro-status.ts';
import { usePreferences } from './api.ts';

export interface MusicThemeChoice {
  /** The theme to show and to play. */
  theme: MusicThemeKey;
  isPro: boolean;
  /** The preferences could not be loaded: the theme is Silent Mode. */
  failed: boolean;
  /** The preferences or the plan are still loading: the choice is not ready. */
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
  // Fails closed: a Pro theme plays only once the plan says Pro. The choice waits for the plan
  // too, so a Pro user's theme is not shown as Silent Mode while it loads.
  return {
    theme: preferences.isError ? DEFAULT_MUSIC_THEME : usableTheme(stored, isPro),
    isPro,
    failed: preferences.isError,
    pending: preferences.isPending || planPending,
  };
}
