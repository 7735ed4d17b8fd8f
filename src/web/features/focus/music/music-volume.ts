import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const DEFAULT_MUSIC_VOLUME = 0.6;

interface MusicVolumeStore {
  /** 0 to 1. */
  volume: number;
  /** The level to return to when unmuting. */
  lastAudible: number;
  setVolume(volume: number): void;
  toggleMute(): void;
}

const clamp = (value: number) => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));

/**
 * The music volume: one value for every control and player in the app, kept in localStorage as a
 * plain UI preference (nothing secret), so it survives reloads.
 */
export const useMusicVolumeStore = create<MusicVolumeStore>()(
  persist(
    (set, get) => ({
      volume: DEFAULT_MUSIC_VOLUME,
      lastAudible: DEFAULT_MUSIC_VOLUME,
      setVolume: (volume) => {
        const next = clamp(volume);
        set(next > 0 ? { volume: next, lastAudible: next } : { volume: 0 });
      },
      toggleMute: () => {
        const { volume, lastAudible } = get();
        set({ volume: volume > 0 ? 0 : lastAudible || DEFAULT_MUSIC_VOLUME });
      },
    }),
    {
      name: 'pomopal.music-volume',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ volume, lastAudible }) => ({ volume, lastAudible }),
    },
  ),
);

/** The current music volume (0 to 1), for `useFocusMusic`. */
export function useMusicVolume(): number {
  return useMusicVolumeStore((state) => state.volume);
}
