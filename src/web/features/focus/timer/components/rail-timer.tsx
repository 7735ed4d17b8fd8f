import { Music, Pause, Play, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRailTooltip } from '../../../../components/ui/rail-tooltip.tsx';
import { timerMessages } from '../messages.ts';
import { IconButton } from './icon-button.tsx';
import { ModeRing } from './mode-ring.tsx';
import type { TimerView, TimerViewActions } from './timer-view.ts';

interface RailTimerProps {
  view: TimerView;
  actions: TimerViewActions;
  /** Opens the side bar, where the whole timer shows. */
  onOpen(): void;
  /** Present while the browser holds the music back. */
  onResumeMusic?: () => void;
}

/** An icon of the rail with its name as a tooltip. */
function RailButton({
  label,
  onClick,
  children,
  ...rest
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
  'data-timer-toggle'?: string;
}) {
  const tooltip = useRailTooltip(true);
  return (
    <IconButton {...rest} {...tooltip.triggerProps} onClick={onClick}>
      {children}
      {tooltip.label(label)}
    </IconButton>
  );
}

/**
 * The timer in the side bar's icon rail: the ring and the clock (which open the side bar and
 * the whole timer), and Pause/Resume.
 */
export function RailTimer({ view, actions, onOpen, onResumeMusic }: RailTimerProps) {
  const tooltip = useRailTooltip(true);
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        data-timer-toggle=""
        onClick={onOpen}
        {...tooltip.triggerProps}
        className="flex flex-col items-center gap-1 rounded-xl p-1 transition-colors hover:bg-slate-100"
      >
        <ModeRing view={view} size={44} />
        <span className="text-xs font-semibold text-slate-900 tabular-nums">
          <span className="sr-only">Time left </span>
          {view.clock}
        </span>
        {tooltip.label(timerMessages.showTimer)}
      </button>
      {view.paused ? (
        <RailButton
          label={view.waiting ? timerMessages.startBreak : 'Resume'}
          onClick={actions.onResume}
        >
          <Play aria-hidden="true" />
        </RailButton>
      ) : (
        <RailButton label="Pause" onClick={actions.onPause}>
          <Pause aria-hidden="true" />
        </RailButton>
      )}
      {onResumeMusic && (
        <RailButton label={timerMessages.resumeMusic} onClick={onResumeMusic}>
          <Music aria-hidden="true" />
        </RailButton>
      )}
    </div>
  );
}

/** In the rail, anything of the timer but a running one (an offer, a notice): opens it. */
export function RailOpener({ onOpen }: { onOpen(): void }) {
  return (
    <RailButton label={timerMessages.showTimer} onClick={onOpen} data-timer-toggle="">
      <Timer aria-hidden="true" />
    </RailButton>
  );
}
