/**
 * How the list is laid out, from the width its card gives it. The table was meant from a
 * 768 px window, but a side bar takes a good part of that: the table comes only where its
 * columns fit, cards otherwise, and between the two the AI Summary and Urgency give up their
 * columns to show under the title (so nothing is cut off and nothing scrolls sideways).
 */
export type TaskListLayout = 'cards' | 'table' | 'full-table';

/** The least content width (the table adds the card's 48 px of padding) for each layout. */
const TABLE_MIN_WIDTH = 672;
const FULL_TABLE_MIN_WIDTH = 832;

export function taskListLayout(contentWidth: number): TaskListLayout {
  if (contentWidth >= FULL_TABLE_MIN_WIDTH) return 'full-table';
  return contentWidth >= TABLE_MIN_WIDTH ? 'table' : 'cards';
}

/** Where the list's width cannot be measured: the window's width. */
export const LAYOUT_FALLBACK_QUERY = '(min-width: 768px)';
