import { clsx } from 'clsx';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useState } from 'react';

interface Spot {
  top: number;
  left: number;
}

type Trigger = PointerEvent<HTMLElement> | FocusEvent<HTMLElement>;

/**
 * The name of an icon-only item of the side bar's rail, shown beside it as a tooltip while the
 * item is hovered or has keyboard focus, until Escape. The name stays the item's accessible name
 * (the tooltip is its text, visually hidden the rest of the time), so it is never read twice.
 * Placed with fixed coordinates: the rail's scrolling list would clip it otherwise.
 */
export function useRailTooltip(enabled: boolean) {
  const [spot, setSpot] = useState<Spot | null>(null);
  const show = (event: Trigger) => {
    const box = event.currentTarget.getBoundingClientRect();
    setSpot({ top: box.top + box.height / 2, left: box.right + 8 });
  };
  const hide = () => setSpot(null);
  const triggerProps = enabled
    ? {
        onPointerEnter: show,
        onPointerLeave: hide,
        onFocus: show,
        onBlur: hide,
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          if (event.key !== 'Escape') return;
          // Hiding the tooltip is all this Escape does: the timer does not collapse too.
          event.preventDefault();
          hide();
        },
      }
    : {};

  function label(text: string) {
    if (!enabled) return <span className="truncate">{text}</span>;
    return (
      <span
        role={spot ? 'tooltip' : undefined}
        style={spot ?? undefined}
        className={clsx(
          spot
            ? 'pointer-events-none fixed z-50 -translate-y-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-lg'
            : 'sr-only',
        )}
      >
        {text}
      </span>
    );
  }

  return { triggerProps, label };
}
