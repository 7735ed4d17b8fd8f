import { clsx } from 'clsx';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useId } from 'react';
import { useMusicVolumeStore } from '../music/music-volume.ts';

/** The focus-music volume: a mute toggle and a labelled slider, shared by every player. */
export function VolumeControl({ className }: { className?: string }) {
  const id = useId();
  const volume = useMusicVolumeStore((state) => state.volume);
  const setVolume = useMusicVolumeStore((state) => state.setVolume);
  const toggleMute = useMusicVolumeStore((state) => state.toggleMute);
  const percent = Math.round(volume * 100);
  const Icon = volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Volume
      </label>
      <div className="flex h-10 items-center gap-2">
        <button
          type="button"
          onClick={toggleMute}
          aria-label={volume === 0 ? 'Unmute music' : 'Mute music'}
          className={clsx(
            'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600',
            'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2',
            'focus-visible:outline-brand-600',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={5}
          value={percent}
          aria-valuetext={`${percent}%`}
          onChange={(event) => setVolume(Number(event.target.value) / 100)}
          className="h-6 w-full min-w-24 cursor-pointer accent-brand-600"
        />
      </div>
    </div>
  );
}
