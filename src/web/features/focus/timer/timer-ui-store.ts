import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface TimerUiStore {
  collapsed: boolean;
  helpOpen: boolean;
  /** The dock shows the focus music's theme and volume. */
  musicOpen: boolean;
  setCollapsed(collapsed: boolean): void;
  setHelpOpen(open: boolean): void;
  setMusicOpen(open: boolean): void;
}

/** How the docked timer is shown: a layout preference kept across reloads, nothing more. */
export const useTimerUi = create<TimerUiStore>()(
  persist(
    (set) => ({
      collapsed: false,
      helpOpen: false,
      musicOpen: false,
      setCollapsed: (collapsed) => set({ collapsed }),
      setHelpOpen: (helpOpen) => set({ helpOpen }),
      setMusicOpen: (musicOpen) => set({ musicOpen }),
    }),
    {
      name: 'pomopal.timer-collapsed',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ collapsed }) => ({ collapsed }),
    },
  ),
);

/**
 * Puts keyboard focus on the docked timer's expand/collapse toggle, once it has rendered: the
 * one control it always has, for when the focused control has just gone (collapsed, replaced).
 */
export function focusTimerToggle(): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-timer-toggle]')?.focus();
  });
}
