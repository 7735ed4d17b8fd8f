import { type RefCallback, useCallback, useState } from 'react';

function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/**
 * What an element's content width makes of a layout (`classify`, a function of the caller's
 * module), following its resizes: the room a layout has is its column's, which a side bar
 * narrows, not the window's. Until the element is measured, and where ResizeObserver is missing
 * (old test environments), the answer is `fallback`. A measure re-renders only when the answer
 * changes, so one that agrees with the fallback renders nothing again.
 */
export function useWidthClass<E extends HTMLElement, T>(
  classify: (width: number) => T,
  fallback: T,
): [RefCallback<E>, T] {
  const [value, setValue] = useState<T>(fallback);
  // Measured as React puts the element on the page, before the first paint, so the wrong layout
  // never shows for a frame; the observer follows it from then until it leaves.
  const ref = useCallback<RefCallback<E>>(
    (element) => {
      if (!element || typeof ResizeObserver === 'undefined') return;
      setValue(classify(contentWidth(element)));
      const observer = new ResizeObserver(([entry]) => {
        if (entry) setValue(classify(entry.contentRect.width));
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [classify],
  );

  return [ref, typeof ResizeObserver === 'undefined' ? fallback : value];
}
