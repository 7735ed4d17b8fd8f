import { createContext, useContext } from 'react';

/**
 * A place the signed-in shell keeps in its side bar for a feature's section (the projects):
 * one in the desktop side bar and, while it is open, one in the phone's slide-over menu. The
 * shell owns the places; the feature renders into them (a portal), so shared UI imports no
 * feature.
 */
export interface SidebarPlace {
  /** Tells the places apart (a React key). */
  name: 'side' | 'menu';
  element: HTMLElement;
  /** The side bar is the icon rail: names show as tooltips only. */
  collapsed: boolean;
  /** Links followed from here replace the current history entry (the slide-over's own). */
  replaceHistory: boolean;
  /** Called when a link here is followed, so the slide-over can close. */
  onNavigate?: () => void;
}

export const SidebarPlacesContext = createContext<readonly SidebarPlace[]>([]);

/** The side bar's places for a section, those shown now; none outside the signed-in shell. */
export function useSidebarPlaces(): readonly SidebarPlace[] {
  return useContext(SidebarPlacesContext);
}
