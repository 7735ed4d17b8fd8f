import type { CSSProperties } from 'react';

declare module 'react' {
  interface CSSProperties {
    /** The icon `ICON_BEFORE` draws: a CSS image, one of `ROW_ICONS`. */
    '--row-icon'?: string;
  }
}

/** A lucide icon's shapes as a CSS image, to use as a mask (only its shape counts). */
function lucideImage(shapes: string): string {
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' " +
    `stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${shapes}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The icons of a task row, drawn by CSS rather than as SVG elements: a list of a thousand tasks
 * would otherwise spend a dozen elements a row on them. The shapes are lucide's (the app's icon
 * set), so they look as they do everywhere else.
 */
export const ROW_ICONS = {
  grip: lucideImage(
    "<circle cx='9' cy='12' r='1'/><circle cx='9' cy='5' r='1'/><circle cx='9' cy='19' r='1'/>" +
      "<circle cx='15' cy='12' r='1'/><circle cx='15' cy='5' r='1'/><circle cx='15' cy='19' r='1'/>",
  ),
  trash: lucideImage(
    "<path d='M10 11v6'/><path d='M14 11v6'/><path d='M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6'/>" +
      "<path d='M3 6h18'/><path d='M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2'/>",
  ),
  folderInput: lucideImage(
    "<path d='M2 9V5a2 2 0 0 1 2-2h3.9a2 2 0 0 1 1.69.9l.81 1.2a2 2 0 0 0 1.67.9H20a2 2 0 0 1 2 " +
      "2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-1'/><path d='M2 13h10'/><path d='m9 16 3-3-3-3'/>",
  ),
  play: lucideImage(
    "<path d='M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z'/>",
  ),
  resume: lucideImage(
    "<path d='M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8'/><path d='M3 3v5h5'/>",
  ),
  repeat: lucideImage(
    "<path d='m17 2 4 4-4 4'/><path d='M3 11v-1a4 4 0 0 1 4-4h14'/><path d='m7 22-4-4 4-4'/>" +
      "<path d='M21 13v1a4 4 0 0 1-4 4H3'/>",
  ),
  sparkles: lucideImage(
    "<path d='M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 " +
      '0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 ' +
      "2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z'/>" +
      "<path d='M20 2v4'/><path d='M22 4h-4'/><circle cx='4' cy='20' r='2'/>",
  ),
  timer: lucideImage(
    "<line x1='10' x2='14' y1='2' y2='2'/><line x1='12' x2='15' y1='14' y2='11'/>" +
      "<circle cx='12' cy='14' r='8'/>",
  ),
} as const;

export type RowIconName = keyof typeof ROW_ICONS;

/** The style that picks the icon `ICON_BEFORE` draws. */
export function rowIcon(name: RowIconName): CSSProperties {
  return { '--row-icon': ROW_ICONS[name] };
}

/** Cuts the element's `::before` to its `rowIcon`; a `before:size-*` and `before:bg-*` finish it. */
export const ICON_SHAPE = 'before:shrink-0 before:[mask:var(--row-icon)_center/contain_no-repeat]';

/** Draws the element's `rowIcon` before its content, 16 px; a `before:bg-*` class colours it. */
export const ICON_MASK = `before:size-4 ${ICON_SHAPE}`;

/** `ICON_MASK` in the text's colour, so hover colours and themes apply to it as to the text. */
export const ICON_BEFORE = `${ICON_MASK} before:bg-current`;
