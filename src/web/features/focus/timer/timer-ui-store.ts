import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface TimerUiStore {
  collapsed: boolean;
  helpOpen: boolean;
  setCollapsed(collapsed: boolean): void;
  setHelpOpen(open: boolean): void;
}

/** How the floating timer is shown: a layout preference kept across reloads, nothing more. */
export const useTimerUi = create<TimerUiStore>()(
  persist(
    (set) => ({
      collapsed: false,
      helpOpen: false,
      setCollapsed: (collapsed) => set({ collapsed }),
      setHelpOpen: (helpOpen) => set({ helpOpen }),
    }),
    {
      name: 'pomopal.timer-collapsed',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ collapsed }) => ({ collapsed }),
    },
  ),
);

/**
 * Puts keyboard focus on the floating timer's expand/collapse toggle, once it has rendered: the
 * one control it always has, for when the focused control has just gone (collapsed, replaced).
 */
export function focusTimerToggle(): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-timer-toggle]')?.focus();
  });
}
