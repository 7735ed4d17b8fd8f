import { useEffect, useRef, useSyncExternalStore } from 'react';

/** One line of the '?' help: the keys and what they do. */
export interface ShortcutHelp {
  keys: readonly string[];
  action: string;
}

// The shortcuts a page adds while it is shown, for the '?' help to list beside the timer's own
// (a feature cannot reach the help, which belongs to the focus timer, nor the other way round).
let pageShortcuts: readonly ShortcutHelp[] = [];
const listeners = new Set<() => void>();

function setPageShortcuts(next: readonly ShortcutHelp[]) {
  pageShortcuts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shortcuts of the page shown, in the order they were added. */
export function usePageShortcuts(): readonly ShortcutHelp[] {
  return useSyncExternalStore(
    subscribe,
    () => pageShortcuts,
    () => pageShortcuts,
  );
}

const TEXT_INPUT = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Whether a key press belongs to what has focus rather than to a shortcut: typing in a field,
 * a press with a modifier, or any key while a dialog is open (it owns the keyboard).
 */
export function isShortcutIgnored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TEXT_INPUT)) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * While the calling component is shown, pressing one of `help.keys` runs `run`, and the '?'
 * help lists the shortcut. Keys are compared with KeyboardEvent.key ('n', not 'KeyN'); `help`
 * is a constant of the caller's module, so the shortcut is added once.
 */
export function useKeyboardShortcut(help: ShortcutHelp, run: () => void): void {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });

  useEffect(() => {
    setPageShortcuts([...pageShortcuts, help]);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!help.keys.includes(event.key) || isShortcutIgnored(event)) return;
      event.preventDefault();
      runRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      setPageShortcuts(pageShortcuts.filter((shortcut) => shortcut !== help));
    };
  }, [help]);
}
