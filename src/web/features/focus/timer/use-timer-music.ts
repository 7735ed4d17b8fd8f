import { useMusicVolume } from '../music/music-volume.ts';
import { type FocusMusic, useFocusMusic } from '../music/use-focus-music.ts';
import { useMusicTheme } from '../use-music-theme.ts';
import { useTimerStore } from './timer-store-instance.ts';

/**
 * Music plays only in work mode while running, with the user's theme; pausing
 * pauses it. Only the leading tab plays, so several open tabs never play on top of each other,
 * and only once the server has confirmed the timer.
 */
export function useTimerMusic(isLeader: boolean): FocusMusic {
  const { theme } = useMusicTheme();
  const volume = useMusicVolume();
  const working = useTimerStore(
    (state) => state.confirmed && state.mode === 'work' && state.endsAt !== null,
  );
  return useFocusMusic({ theme, playing: isLeader && working, volume });
}
