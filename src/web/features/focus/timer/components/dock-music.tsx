import { clsx } from 'clsx';
import { ChevronDown, ChevronUp, Music } from 'lucide-react';
import { useRailTooltip } from '../../../../components/ui/rail-tooltip.tsx';
import { MusicThemeSelect } from '../../components/music-theme-select.tsx';
import { timerMessages } from '../messages.ts';
import { useTimerUi } from '../timer-ui-store.ts';
import { IconButton } from './icon-button.tsx';

// One dock on a page, so one panel.
const PANEL_ID = 'dock-music-panel';

function useMusicOpen() {
  const open = useTimerUi((state) => state.musicOpen);
  const setOpen = useTimerUi((state) => state.setMusicOpen);
  return { open, toggle: () => setOpen(!open), setOpen };
}

/** The running timer's button for the music's theme and volume, beside its collapse toggle. */
export function MusicToggle() {
  const { open, toggle } = useMusicOpen();
  return (
    <IconButton
      aria-label={timerMessages.music}
      aria-expanded={open}
      aria-controls={PANEL_ID}
      className={clsx(open && 'bg-brand-50 text-brand-700')}
      onClick={toggle}
    >
      <Music aria-hidden="true" />
    </IconButton>
  );
}

/** The same button as a row of its own, when no timer runs. */
export function MusicRow() {
  const { open, toggle } = useMusicOpen();
  const Chevron = open ? ChevronUp : ChevronDown;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={toggle}
      className={clsx(
        'flex w-full items-center gap-2.5 px-4 py-2.5 text-sm font-medium text-slate-700',
        'transition-colors hover:bg-slate-50 hover:text-slate-900',
      )}
    >
      <Music className="size-4.5 shrink-0 text-slate-500" aria-hidden="true" />
      <span className="flex-1 text-left">{timerMessages.music}</span>
      <Chevron className="size-4 text-slate-500" aria-hidden="true" />
    </button>
  );
}

/** The focus music's theme and volume, while the toggle has them open. */
export function MusicPanel({ stacked }: { stacked: boolean }) {
  const { open } = useMusicOpen();
  if (!open) return null;
  return (
    <section
      id={PANEL_ID}
      aria-label={timerMessages.musicPanel}
      className="border-t border-slate-100 px-4 pt-3 pb-4"
    >
      <MusicThemeSelect stacked={stacked} />
    </section>
  );
}

/** In the side bar's rail: opens the side bar with the music panel open. */
export function RailMusicButton({ onOpen }: { onOpen: () => void }) {
  const { setOpen } = useMusicOpen();
  const tooltip = useRailTooltip(true);
  return (
    <IconButton
      {...tooltip.triggerProps}
      onClick={() => {
        setOpen(true);
        onOpen();
      }}
    >
      <Music aria-hidden="true" />
      {tooltip.label(timerMessages.music)}
    </IconButton>
  );
}
