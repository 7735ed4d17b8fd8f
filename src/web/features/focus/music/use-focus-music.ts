import { useEffect, useRef } from 'react';
import { createMusicPlayer, type MusicPlayer, type MusicState } from './music-player.ts';

export type FocusMusicOptions = MusicState;

/**
 * Plays the focus music of `theme` while `playing` is true, at `volume` (0 to 1). Changing the
 * theme crossfades live; pausing fades out. The AudioContext is created the first time music
 * plays, and closed when the component using this hook unmounts. Never throws.
 */
export function useFocusMusic({ theme, playing, volume }: FocusMusicOptions): void {
  const player = useRef<MusicPlayer | null>(null);

  useEffect(() => {
    const created = createMusicPlayer();
    player.current = created;
    return () => {
      created.dispose();
      player.current = null;
    };
  }, []);

  useEffect(() => {
    player.current?.update({ theme, playing, volume });
  }, [theme, playing, volume]);
}
