import { TERMS_SCROLL_TOLERANCE_PX } from './constants.ts';

/** The measurements of a scrolling box that tell how far it is read. */
export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * The terms count as read within TERMS_SCROLL_TOLERANCE_PX of the end, which a text
 * short enough to show whole already is.
 */
export function isScrolledToEnd(box: ScrollBox): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= TERMS_SCROLL_TOLERANCE_PX;
}
