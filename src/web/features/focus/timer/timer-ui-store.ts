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
