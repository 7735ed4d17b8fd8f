import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createMusicPlayer, type MusicState } from './music-player.ts';

export type FocusMusicOptions = MusicState;

export interface FocusMusic {
  /** The browser holds the music back until the page is used (after a reload). */
  blocked: boolean;
  /** Plays it; call it from a click ('Resume music'). */
  resume(): void;
}

/**
 * Plays the focus music of `theme` while `playing` is true, at `volume` (0 to 1). Changing the
 * theme crossfades live; pausing fades out. The AudioContext is created the first time music
 * plays, and closed when the component using this hook unmounts. Never throws.
 */
export function useFocusMusic({ theme, playing, volume }: FocusMusicOptions): FocusMusic {
  // One player for the component's life; an effect disposes of it when the component goes.
  const [player] = useState(createMusicPlayer);
  useEffect(() => () => player.dispose(), [player]);

  useEffect(() => {
    player.update({ theme, playing, volume });
  }, [player, theme, playing, volume]);

  const blocked = useSyncExternalStore(player.subscribe, player.isBlocked, player.isBlocked);
  const resume = useCallback(() => player.resume(), [player]);
  return { blocked, resume };
}
