import { createContext, useContext } from 'react';

/** From this width the side bar shows (and the focus dock in it); below it, a bottom bar. */
export const SIDE_BAR_QUERY = '(min-width: 768px)';

/**
 * Where the signed-in shell keeps room for the focus dock (the timer and its music): a place in
 * the side bar and a bar under the page on narrow screens. Both sit beside the page's scrolling
 * content, never over it. The shell owns them; the timer, a feature, renders into them.
 */
export interface DockSlots {
  side: HTMLElement | null;
  bottom: HTMLElement | null;
  /** The side bar is the icon rail: the dock shows its smallest form there. */
  sideCollapsed: boolean;
  expandSide(): void;
}

export const DockSlotsContext = createContext<DockSlots | null>(null);

/** The shell's dock places; null outside the signed-in shell. */
export function useDockSlots(): DockSlots | null {
  return useContext(DockSlotsContext);
}
