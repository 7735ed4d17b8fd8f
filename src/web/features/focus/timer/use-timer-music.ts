import { useMusicVolume } from '../music/music-volume.ts';
import { useFocusMusic } from '../music/use-focus-music.ts';
import { useMusicTheme } from '../use-music-theme.ts';
import { useTimerStore } from './timer-instance.ts';

/**
 * SPEC.md 4: music plays only in work mode while running, with the user's theme; pausing
 * pauses it. Only the leading tab plays, so several open tabs never play on top of each other.
 */
export function useTimerMusic(isLeader: boolean): void {
  const { theme } = useMusicTheme();
  const volume = useMusicVolume();
  const working = useTimerStore((state) => state.mode === 'work' && state.endsAt !== null);
  useFocusMusic({ theme, playing: isLeader && working, volume });
}
