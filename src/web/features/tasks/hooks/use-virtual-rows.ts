import {
  defaultRangeExtractor,
  measureElement,
  type Range,
  useVirtualizer,
  useWindowVirtualizer,
} from '@tanstack/react-virtual';
import { type RefCallback, useCallback, useEffect, useRef } from 'react';
import { type ScrollPlace, useScrollPlace } from './use-scroll-place.ts';

/** Rows rendered beyond each edge of the window, so a quick scroll or a keyboard move finds them. */
const OVERSCAN = 3;

/**
 * A list this short renders whole, through the same code: its rows cost little, and the
 * browser's find in page and a screen reader's list reading then see every task.
 */
export const WHOLE_LIST_ROWS = 50;

export interface VirtualRowsOptions {
  /** The rows' keys, in order. */
  keys: readonly string[];
  /** A row's height before it is measured, in px. */
  estimate: number;
  /** The space between two rows, in px. */
  gap: number;
  /** A row kept rendered wherever the window is (the one being dragged). */
  keep: string | null;
  /** A row scrolled into view when it changes (the one a link opened). */
  reveal: string | null;
}

/** One rendered row: its index, and the room to leave above it for the rows not rendered. */
export interface PlacedRow {
  index: number;
  key: string;
  spaceBefore: number;
}

/**
 * The window of a long list's rows that is on screen, with a few more (TanStack Virtual): the
 * rows are measured as they render, so they may be of any height, and the room of those not
 * rendered is left above and below them, so the scroll bar is the whole list's. The list
 * (`listRef`) scrolls with the window or with the column that holds it, whichever scrolls.
 */
export function useVirtualRows<E extends HTMLElement>({
  keys,
  estimate,
  gap,
  keep,
  reveal,
}: VirtualRowsOptions): {
  listRef: RefCallback<E>;
  rows: PlacedRow[];
  spaceAfter: number;
  measureRef: (node: Element | null) => void;
} {
  const [listRef, place] = useScrollPlace<E>();
  const keepIndex = keep === null ? -1 : keys.indexOf(keep);
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (range.count <= WHOLE_LIST_ROWS) return Array.from({ length: range.count }, (_, i) => i);
      const indexes = defaultRangeExtractor(range);
      if (keepIndex < 0 || indexes.includes(keepIndex)) return indexes;
      return [...indexes, keepIndex].sort((a, b) => a - b);
    },
    [keepIndex],
  );
  const common = {
    count: keys.length,
    estimateSize: () => estimate,
    measureElement: <T extends Element>(
      element: T,
      entry: ResizeObserverEntry | undefined,
      instance: Parameters<typeof measureElement<T>>[2],
    ) => {
      // A row coming into view is measured by the resize observer TanStack Virtual puts on it,
      // which reports its size once the browser has laid the page out anyway. Reading it here,
      // as it is attached, would make the browser lay the page out once per row, on the first
      // render of a long list.
      if (!entry && typeof ResizeObserver === 'function') {
        return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? estimate;
      }
      // A row always has some height: one measured as none is not laid out (a hidden tab, or a
      // test's document without layout), and keeps its estimate.
      return measureElement(element, entry, instance) || estimate;
    },
    gap,
    overscan: OVERSCAN,
    scrollMargin: place.top,
    getItemKey: (index: number) => keys[index] ?? index,
    rangeExtractor,
  };
  const onWindow = useWindowVirtualizer({ ...common, enabled: place.scroller === null });
  const inColumn = useVirtualizer<HTMLElement, Element>({
    ...common,
    getScrollElement: () => place.scroller,
    enabled: place.scroller !== null,
  });
  const virtualizer = place.scroller === null ? onWindow : inColumn;

  useReveal(virtualizer, keys, reveal, place);
  // Rows measured in another layout (cards against table rows) are measured again.
  useEffect(() => {
    if (estimate > 0) virtualizer.measure();
  }, [virtualizer, estimate]);

  let end = place.top;
  const rows = virtualizer.getVirtualItems().map((item) => {
    const row = { index: item.index, key: String(item.key), spaceBefore: item.start - end };
    end = item.end + gap;
    return row;
  });
  const spaceAfter = Math.max(0, virtualizer.getTotalSize() + place.top - (end - gap));
  return {
    listRef,
    rows,
    spaceAfter: rows.length === 0 ? 0 : spaceAfter,
    measureRef: virtualizer.measureElement,
  };
}

/** Scrolls to the row `reveal` names each time it names another, unless it shows already. */
function useReveal(
  virtualizer: { scrollToIndex: (index: number, options: { align: 'auto' }) => void },
  keys: readonly string[],
  reveal: string | null,
  place: ScrollPlace,
) {
  const revealed = useRef<string | null>(null);
  const index = reveal === null ? -1 : keys.indexOf(reveal);
  useEffect(() => {
    if (!place.measured || reveal === revealed.current || index < 0) return;
    revealed.current = reveal;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [virtualizer, reveal, index, place]);
}
