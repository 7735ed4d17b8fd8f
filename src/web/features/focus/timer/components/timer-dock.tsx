import { useLayoutEffect, useRef, useState } from 'react';
import type { FocusMusic } from '../../music/use-focus-music.ts';
import { FloatingTimer } from './floating-timer.tsx';

// Gap between the main column's left edge and the timer (Tailwind's 4 and 6 spacing).
const EDGE_GAP_NARROW = 16;
const EDGE_GAP_WIDE = 24;
const WIDE_MIN_WIDTH = 640;

interface DockBox {
  left: number | null;
  /** Room the timer takes at the bottom of the window, gap included; 0 when it is not shown. */
  reserved: number;
}

const NO_BOX: DockBox = { left: null, reserved: 0 };

/**
 * Places the floating timer in the bottom-left corner of the main column (beside the side bar,
 * away from the tasks' Add button and the toasts at the bottom right), and keeps as much room
 * as it covers: at the end of the page, so the last rows scroll out from under it, and as the
 * page's scroll padding, so a row reached with the keyboard is scrolled above it, never under.
 */
export function TimerDock({ music }: { music?: FocusMusic }) {
  const anchor = useRef<HTMLDivElement>(null);
  // State, not a ref: the timer's element comes and goes with what it shows.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [box, setBox] = useState<DockBox>(NO_BOX);

  useLayoutEffect(() => {
    const column = anchor.current?.closest('main') ?? null;
    if (!panel || !column || typeof ResizeObserver === 'undefined') {
      setBox(NO_BOX);
      return;
    }
    const root = document.documentElement;
    const measure = () => {
      const gap = window.innerWidth >= WIDE_MIN_WIDTH ? EDGE_GAP_WIDE : EDGE_GAP_NARROW;
      const reserved = panel.offsetHeight + gap + EDGE_GAP_WIDE;
      root.style.scrollPaddingBottom = `${reserved}px`;
      setBox({ left: column.getBoundingClientRect().left + gap, reserved });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(column);
    observer.observe(panel);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.scrollPaddingBottom = '';
    };
  }, [panel]);

  return (
    <>
      <div ref={anchor} aria-hidden="true" style={{ height: box.reserved }} />
      <FloatingTimer
        ref={setPanel}
        music={music}
        style={box.left === null ? undefined : { left: box.left }}
      />
    </>
  );
}
