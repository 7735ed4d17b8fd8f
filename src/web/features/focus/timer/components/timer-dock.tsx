import { useLayoutEffect, useRef, useState } from 'react';
import { useTimerStore } from '../timer-instance.ts';
import { useTimerUi } from '../timer-ui-store.ts';
import { FloatingTimer } from './floating-timer.tsx';

// Gap between the main column's left edge and the timer (Tailwind's 4 and 6 spacing).
const EDGE_GAP_NARROW = 16;
const EDGE_GAP_WIDE = 24;
const WIDE_MIN_WIDTH = 640;

interface DockBox {
  left: number | null;
  height: number;
}

/**
 * Places the floating timer in the bottom-left corner of the main column (beside the side bar,
 * away from the tasks' Add button and the toasts at the bottom right), and keeps as much room at
 * the end of the page as it covers, so no content is ever hidden under it.
 */
export function TimerDock() {
  const shown = useTimerStore((state) => state.mode !== null);
  const collapsed = useTimerUi((state) => state.collapsed);
  const anchor = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<DockBox>({ left: null, height: 0 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the panel changes shape
  useLayoutEffect(() => {
    const column = anchor.current?.closest('main') ?? null;
    if (!shown || !column || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const gap = window.innerWidth >= WIDE_MIN_WIDTH ? EDGE_GAP_WIDE : EDGE_GAP_NARROW;
      setBox({
        left: column.getBoundingClientRect().left + gap,
        height: panel.current?.offsetHeight ?? 0,
      });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(column);
    if (panel.current) observer.observe(panel.current);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [shown, collapsed]);

  return (
    <>
      <div
        ref={anchor}
        aria-hidden="true"
        style={{ height: shown && box.height ? box.height + EDGE_GAP_WIDE : 0 }}
      />
      <FloatingTimer ref={panel} style={box.left === null ? undefined : { left: box.left }} />
    </>
  );
}
