/**
 * How the list is laid out, from the width its card gives it. A side bar takes a good part of a
 * 768 px window, so the table comes only where its columns fit, cards otherwise (nothing is cut
 * off and nothing scrolls sideways).
 */
export type TaskListLayout = 'cards' | 'table';

/** The least content width (the table adds the card's 48 px of padding) for the table. */
const TABLE_MIN_WIDTH = 672;

export function taskListLayout(contentWidth: number): TaskListLayout {
  return contentWidth >= TABLE_MIN_WIDTH ? 'table' : 'cards';
}

/** Where the list's width cannot be measured: tables from a 768 px window. */
export const LAYOUT_FALLBACK_QUERY = '(min-width: 768px)';
