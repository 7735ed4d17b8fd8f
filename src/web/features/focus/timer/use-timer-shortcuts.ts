import { useEffect } from 'react';
import { getTimer } from './timer-instance.ts';
import { isPaused, isRunning } from './timer-state.ts';
import { focusTimerToggle, useTimerUi } from './timer-ui-store.ts';

export const TIMER_SHORTCUTS = [
  { keys: ['Space'], action: 'Pause or resume the running timer' },
  { keys: ['Esc'], action: 'Collapse the timer' },
  { keys: ['?'], action: 'Show these shortcuts' },
] as const;

const TEXT_INPUT = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
// Space on these already means "press": taking it over would break keyboard use of the page.
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="checkbox"], [role="switch"]';

function ignored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TEXT_INPUT)) return true;
  // An open dialog owns the keyboard (Escape closes it, Space presses its buttons).
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Space pauses or resumes, Escape collapses the docked timer, '?' lists the shortcuts. */
export function useTimerShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const target = event.target instanceof Element ? event.target : null;
      const { store, controller } = getTimer();
      const state = store.getState();
      if (event.key === ' ' && !target?.closest(PRESSABLE)) {
        // A timer still being checked with the server shows no controls to act on.
        if (!state.confirmed || (!isRunning(state) && !isPaused(state))) return;
        event.preventDefault();
        if (isRunning(state)) controller.pause();
        else controller.resume();
      } else if (event.key === 'Escape') {
        if (state.mode === null) return;
        const focusInside = document.activeElement?.closest('[role="timer"]');
        useTimerUi.getState().setCollapsed(true);
        // The focused control may be gone from the collapsed timer: keep focus on its toggle.
        if (focusInside) focusTimerToggle();
      } else if (event.key === '?') {
        event.preventDefault();
        useTimerUi.getState().setHelpOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
