import { type RefCallback, useCallback, useLayoutEffect, useState } from 'react';

/** Where a list scrolls: its scrolling column (null for the window) and its top within it. */
export interface ScrollPlace {
  scroller: HTMLElement | null;
  /** The list's top, in the scroller's content, in px. */
  top: number;
  /** False until the list is on the page and measured. */
  measured: boolean;
}

/** The nearest ancestor that scrolls up and down; null when the window does. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

function placeOf(list: HTMLElement): ScrollPlace {
  const scroller = scrollerOf(list);
  const top = list.getBoundingClientRect().top;
  return {
    scroller,
    measured: true,
    top: Math.round(
      scroller
        ? top - scroller.getBoundingClientRect().top + scroller.scrollTop
        : top + window.scrollY,
    ),
  };
}

const WINDOW_AT_TOP: ScrollPlace = { scroller: null, top: 0, measured: false };

/**
 * Where the list `ref` is put on scrolls, followed as the page changes around it: the window on
 * wide screens, the page's own column on phones (the shell decides which), and how far down it
 * starts, which the forms and filters above it move.
 */
export function useScrollPlace<E extends HTMLElement>(): [RefCallback<E>, ScrollPlace] {
  const [list, setList] = useState<E | null>(null);
  const [place, setPlace] = useState<ScrollPlace>(WINDOW_AT_TOP);
  const ref = useCallback<RefCallback<E>>((node) => setList(node), []);

  useLayoutEffect(() => {
    if (!list) return;
    const measure = () =>
      setPlace((before) => {
        const now = placeOf(list);
        return now.scroller === before.scroller && now.top === before.top ? before : now;
      });
    measure();
    window.addEventListener('resize', measure);
    // What sits above the list (quick add's preview, the filters) grows and shrinks.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => measure());
    const section = list.closest('section') ?? list.parentElement;
    if (section) observer?.observe(section);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [list]);

  return [ref, place];
}
